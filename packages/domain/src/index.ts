// @wire/domain — the product's pure rules. Hand-written, flat public surface;
// internals (form field helpers, stored-JSON parsing, role normalising) stay unexported.

export { type AccountSettings, accountSchema } from "./accountSchema.ts";
export { addPart } from "./addPart.ts";
export { addToBasket } from "./addToBasket.ts";
export {
  type Administrator,
  administrableApplications,
  INTERNAL_APPLICATIONS,
  mayAdministerApplication,
} from "./administrableApplications.ts";
export { ALL_COUNTRY } from "./allCountry.ts";
export {
  APPLICATION_ACCESS_STATES,
  APPLICATION_TRANSITIONS,
  type ApplicationAccessState,
  type ApplicationAction,
  applicationActions,
} from "./applicationActions.ts";
export {
  ADMINISTERED_APPLICATIONS,
  type AdministeredApplication,
  accessFromRoles,
  applicationRole,
  effectiveAccessState,
  INVITATION_VALID_DAYS,
  type RoleMeaning,
  roleMeaning,
  rolesForAccess,
} from "./applicationRoles.ts";
export { applyApplicationAction } from "./applyApplicationAction.ts";
export {
  type BranchEntry,
  type BreadcrumbItem,
  type BreadcrumbOptions,
  type BreadcrumbPage,
  buildBreadcrumb,
  type LineageEntry,
} from "./buildBreadcrumb.ts";
export { buildLocales, type LocaleCountry } from "./buildLocales.ts";
export {
  CLOSE_TICKET_REASONS,
  CLOSED_TICKET_STATUSES,
  type CloseTicketReason,
  canCloseTicket,
} from "./canCloseTicket.ts";
export { adminLevel, canManageUser } from "./canManageUser.ts";
export { canSeeUser, type OrganizationMember } from "./canSeeUser.ts";
export { cartItemCount } from "./cartItemCount.ts";
export {
  CHANGE_PASSWORD_MESSAGES,
  type ChangePassword,
  changePasswordSchema,
  PASSWORD_RULES,
} from "./changePasswordSchema.ts";
export { changeVariant } from "./changeVariant.ts";
export { classificationRoute } from "./classificationRoute.ts";
export { clearCart } from "./clearCart.ts";
export { type CloseTicket, closeTicketSchema } from "./closeTicketSchema.ts";
export {
  compareSpecifications,
  type Specification,
  type SpecificationRow,
} from "./compareSpecifications.ts";
export {
  type BasketClassification,
  type BasketProduct,
  basketProductSchema,
  type ComparisonBasket,
  comparisonBasketSchema,
  EMPTY_BASKET,
} from "./comparisonBasketSchema.ts";
export { comparisonCandidates } from "./comparisonCandidates.ts";
export * from "./constants.ts";
export {
  hasControlCharacter,
  withoutControlCharacters,
  withoutNul,
} from "./controlCharacters.ts";
export {
  type Cache,
  type CacheHit,
  type CacheOptions,
  cacheKey,
  createCache,
} from "./createCache.ts";
export { type DashboardAction, dashboardAction } from "./dashboardAction.ts";
export { DASHBOARD_STATUSES, type DashboardStatus, dashboardStatus } from "./dashboardStatus.ts";
export {
  DATA_SERVICE_LOCALES,
  DEFAULT_DATA_SERVICE_LOCALE,
  dataServiceLocale,
} from "./dataServiceLocale.ts";
export {
  type ArtemisUserType,
  deriveServiceStatuses,
  type ProductionStatus,
  type Roles,
  SERVICE_STATUSES,
  type ServiceEntry,
  type ServiceStatus,
  type ServiceStatuses,
} from "./deriveServiceStatuses.ts";
export { displayLocale } from "./displayLocale.ts";
export { effectiveTheme } from "./effectiveTheme.ts";
export { escapeHtml } from "./escapeHtml.ts";
export { fatalPageNotFoundMessage } from "./fatalPageNotFoundMessage.ts";
export { FORM_ERROR_KEY, fieldErrors, type IssueList } from "./fieldErrors.ts";
export {
  type FilterableLocation,
  filterLocations,
  LOCATION_SERVICES,
  type LocationFilter,
  type LocationService,
} from "./filterLocations.ts";
export { findNavigationItem, noNavigationItemMessage } from "./findNavigationItem.ts";
export {
  type FlashMessage,
  type FlashMessageInput,
  type FlashMessageType,
  flashMessage,
} from "./flashMessage.ts";
export { formatLocale } from "./formatLocale.ts";
export {
  FORM_KINDS,
  type FormKind,
  type FormSchemas,
  formSchemaOf,
  isFormKind,
} from "./formSchemas.ts";
export { type HighlightPart, highlightParts } from "./highlightParts.ts";
export { highlightTerms } from "./highlightTerms.ts";
export {
  IMAGE_PLACEHOLDER_WIDTH,
  IMAGE_PRESETS,
  IMAGE_QUALITY,
  IMAGE_SIZES,
  type ImagePreset,
  type ImageSize,
  type ImageUrlOptions,
  imageUrl,
} from "./imageUrl.ts";
export { type Invite, inviteSchema } from "./inviteSchema.ts";
export { isCompanyEmail } from "./isCompanyEmail.ts";
export { isCrawler } from "./isCrawler.ts";
export { isLoginRedirectError, LOGIN_REDIRECT_ERRORS } from "./isLoginRedirectError.ts";
export { isNewsFeedUnread } from "./isNewsFeedUnread.ts";
export { type Highlight, keepHighlight } from "./keepHighlight.ts";
export { localeCookieName } from "./localeCookieName.ts";
export { localeName } from "./localeName.ts";
export { locationCountries } from "./locationCountries.ts";
export { mayGrantRole } from "./mayGrantRole.ts";
export * from "./messages.ts";
export { netUnitPriceCents } from "./netUnitPriceCents.ts";
export { type NewTicket, newTicketSchema, TICKET_TEXT_LIMITS } from "./newTicketSchema.ts";
export { FILE_NAME_MAX_BYTES, normaliseFileName } from "./normaliseFileName.ts";
export { numberLocale, UI_LANGUAGES, type UiLanguage } from "./numberLocale.ts";
export { pageNotFoundMessage } from "./pageNotFoundMessage.ts";
export {
  LINK_ACTIONS,
  type LinkAction,
  type LinkTarget,
  parseLinkTarget,
} from "./parseLinkTarget.ts";
export { type ParsedLocale, parseLocale } from "./parseLocale.ts";
export { type ParsedPath, type ParsePathOptions, parsePath } from "./parsePath.ts";
export {
  type CookieToSet,
  parseQueryFlags,
  type QueryFlags,
  type QueryInput,
} from "./parseQueryFlags.ts";
export { parseStoredBasket } from "./parseStoredBasket.ts";
export { parseStoredCart } from "./parseStoredCart.ts";
export {
  type CartPart,
  cartPartSchema,
  EMPTY_CART,
  type PartsCart,
  partsCartSchema,
} from "./partsCartSchema.ts";
export {
  PARTS_REQUEST_LIMITS,
  type PartsRequestInput,
  partsRequestSchema,
} from "./partsRequestSchema.ts";
export { type PasswordInput, passwordSchema } from "./passwordSchema.ts";
export { PORTAL_AREAS, type PortalArea, portalAreas } from "./portalAreas.ts";
export { PREVIEW_GATE_PARAM, previewGate } from "./previewGate.ts";
export {
  type PricedCart,
  type PricedLine,
  type PricedLineInput,
  priceCartLines,
} from "./priceCartLines.ts";
export {
  type CountedClassification,
  type CountedProduct,
  productCountsBelow,
} from "./productCountsBelow.ts";
export { type KeyGenerator, type Logger, randomKey } from "./randomKey.ts";
export {
  type Redirect,
  type RedirectContext,
  redirectFor,
  type SystemRedirect,
} from "./redirectFor.ts";
export { type ReloadGuardResult, reloadGuard } from "./reloadGuard.ts";
export { removeClassification } from "./removeClassification.ts";
export { removeFromBasket } from "./removeFromBasket.ts";
export { removePart } from "./removePart.ts";
export { removeSlugFromBasket } from "./removeSlugFromBasket.ts";
export {
  decodeRenderContext,
  encodeRenderContext,
  LIST_FILTER_PARAMS,
  type ListFilterParam,
  listFilters,
  plainRenderContext,
  type RenderContext,
} from "./renderContext.ts";
export {
  DEFAULT_MEASUREMENT_SYSTEM,
  MEASUREMENT_SYSTEMS,
  type MeasurementSystem,
  resolveMeasurementSystem,
} from "./resolveMeasurementSystem.ts";
export {
  defaultSiteLocale,
  type RouteDecision,
  type RouteInput,
  routeRequest,
} from "./routeRequest.ts";
export { SAVED_LIST_NAME_MAX, type SavedListInput, savedListSchema } from "./savedListSchema.ts";
export {
  MAX_QUERY_LENGTH,
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
  type SearchKind,
  type SearchRequest,
  type SuggestRequest,
  searchRequestSchema,
  suggestRequestSchema,
} from "./searchRequestSchema.ts";
export { type HomePageContext, invalidHomePageMessage, selectHomePage } from "./selectHomePage.ts";
export { type SelectSiteOptions, type SiteSelection, selectSite } from "./selectSite.ts";
export {
  type Address,
  addressSchema,
  type ServiceRequest,
  serviceRequestSchema,
} from "./serviceRequestSchema.ts";
export { type ConnectionInfo, shouldPrefetch } from "./shouldPrefetch.ts";
export { siteHref } from "./siteHref.ts";
export { type Locale, type Site, type SiteDomain, siteLocales } from "./siteLocales.ts";
export { type Country, sortCountries } from "./sortCountries.ts";
export { type StoryFeedback, storyFeedbackSchema } from "./storyFeedbackSchema.ts";
export { stripBrandSuffix } from "./stripBrandSuffix.ts";
export { stripHtml } from "./stripHtml.ts";
export { type SupportRequest, supportRequestSchema } from "./supportRequestSchema.ts";
export { type TicketComment, ticketCommentSchema } from "./ticketCommentSchema.ts";
export { type AuthClaims, type AuthUser, EMPTY_AUTH_USER, toAuthUser } from "./toAuthUser.ts";
export { toCents } from "./toCents.ts";
export { TRANSLATION_STATES, type TranslationState, translationState } from "./translationState.ts";
export { truncate } from "./truncate.ts";
export { unreadNewsIds } from "./unreadNewsIds.ts";
export { updatePartQuantity } from "./updatePartQuantity.ts";
export { isAllowedUpload, uploadRule } from "./uploadRule.ts";
export {
  type AdministrationRules,
  isInternalUser,
  type LevelledUser,
  USER_LEVELS,
  type UserLevel,
  userLevel,
} from "./userLevel.ts";
export { type SourceClassification, visibleClassifications } from "./visibleClassifications.ts";
export { type NavigationItem, visibleNavigationItems } from "./visibleNavigationItems.ts";
export {
  type SourceProduct,
  supportsCountry,
  type VisibilityOptions,
  visibleProducts,
} from "./visibleProducts.ts";
export { type WhitepaperRequest, whitepaperSchema } from "./whitepaperSchema.ts";
export {
  REQUESTABLE_SERVICES,
  type RequestableService,
  withAccessRequests,
} from "./withAccessRequests.ts";
