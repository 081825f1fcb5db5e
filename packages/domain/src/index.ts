// @wire/domain — the product's pure rules. Hand-written, flat public surface;
// internals (form field helpers, stored-JSON parsing, role normalising) stay unexported.

export { type AccountSettings, accountSchema } from "./accountSchema.js";
export { addPart } from "./addPart.js";
export { addToBasket } from "./addToBasket.js";
export { ALL_COUNTRY } from "./allCountry.js";
export {
  APPLICATION_ACCESS_STATES,
  APPLICATION_TRANSITIONS,
  type ApplicationAccessState,
  type ApplicationAction,
  applicationActions,
} from "./applicationActions.js";
export { applyApplicationAction } from "./applyApplicationAction.js";
export {
  type BranchEntry,
  type BreadcrumbItem,
  type BreadcrumbOptions,
  type BreadcrumbPage,
  buildBreadcrumb,
  type LineageEntry,
} from "./buildBreadcrumb.js";
export {
  CLOSE_TICKET_REASONS,
  CLOSED_TICKET_STATUSES,
  type CloseTicketReason,
  canCloseTicket,
} from "./canCloseTicket.js";
export { canSeeUser, type OrganizationMember } from "./canSeeUser.js";
export { cartItemCount } from "./cartItemCount.js";
export {
  CHANGE_PASSWORD_MESSAGES,
  type ChangePassword,
  changePasswordSchema,
  PASSWORD_RULES,
} from "./changePasswordSchema.js";
export { changeVariant } from "./changeVariant.js";
export { classificationRoute } from "./classificationRoute.js";
export { clearCart } from "./clearCart.js";
export { type CloseTicket, closeTicketSchema } from "./closeTicketSchema.js";
export {
  compareSpecifications,
  type Specification,
  type SpecificationRow,
} from "./compareSpecifications.js";
export {
  type BasketClassification,
  type BasketProduct,
  basketProductSchema,
  type ComparisonBasket,
  comparisonBasketSchema,
  EMPTY_BASKET,
} from "./comparisonBasketSchema.js";
export { comparisonCandidates } from "./comparisonCandidates.js";
export * from "./constants.js";
export {
  type Cache,
  type CacheHit,
  type CacheOptions,
  cacheKey,
  createCache,
} from "./createCache.js";
export { type DashboardAction, dashboardAction } from "./dashboardAction.js";
export { DASHBOARD_STATUSES, type DashboardStatus, dashboardStatus } from "./dashboardStatus.js";
export {
  DATA_SERVICE_LOCALES,
  DEFAULT_DATA_SERVICE_LOCALE,
  dataServiceLocale,
} from "./dataServiceLocale.js";
export {
  type ArtemisUserType,
  deriveServiceStatuses,
  type ProductionStatus,
  type Roles,
  SERVICE_STATUSES,
  type ServiceEntry,
  type ServiceStatus,
  type ServiceStatuses,
} from "./deriveServiceStatuses.js";
export { escapeHtml } from "./escapeHtml.js";
export { fatalPageNotFoundMessage } from "./fatalPageNotFoundMessage.js";
export { FORM_ERROR_KEY, fieldErrors, type IssueList } from "./fieldErrors.js";
export { findNavigationItem, noNavigationItemMessage } from "./findNavigationItem.js";
export {
  type FlashMessage,
  type FlashMessageInput,
  type FlashMessageType,
  flashMessage,
} from "./flashMessage.js";
export { formatLocale } from "./formatLocale.js";
export { highlightTerms } from "./highlightTerms.js";
export {
  IMAGE_PLACEHOLDER_WIDTH,
  IMAGE_PRESETS,
  IMAGE_QUALITY,
  IMAGE_SIZES,
  type ImagePreset,
  type ImageSize,
  type ImageUrlOptions,
  imageUrl,
} from "./imageUrl.js";
export { type Invite, inviteSchema } from "./inviteSchema.js";
export { isCrawler } from "./isCrawler.js";
export { isLoginRedirectError, LOGIN_REDIRECT_ERRORS } from "./isLoginRedirectError.js";
export { isNewsFeedUnread } from "./isNewsFeedUnread.js";
export { type Highlight, keepHighlight } from "./keepHighlight.js";
export { localeCookieName } from "./localeCookieName.js";
export * from "./messages.js";
export { type NewTicket, newTicketSchema } from "./newTicketSchema.js";
export { numberLocale, UI_LANGUAGES, type UiLanguage } from "./numberLocale.js";
export { pageNotFoundMessage } from "./pageNotFoundMessage.js";
export {
  LINK_ACTIONS,
  type LinkAction,
  type LinkTarget,
  parseLinkTarget,
} from "./parseLinkTarget.js";
export { type ParsedLocale, parseLocale } from "./parseLocale.js";
export { type ParsedPath, type ParsePathOptions, parsePath } from "./parsePath.js";
export {
  type CookieToSet,
  parseQueryFlags,
  type QueryFlags,
  type QueryInput,
} from "./parseQueryFlags.js";
export { parseStoredBasket } from "./parseStoredBasket.js";
export { parseStoredCart } from "./parseStoredCart.js";
export {
  type CartPart,
  cartPartSchema,
  EMPTY_CART,
  type PartsCart,
  partsCartSchema,
} from "./partsCartSchema.js";
export { type PasswordInput, passwordSchema } from "./passwordSchema.js";
export { PORTAL_AREAS, type PortalArea, portalAreas } from "./portalAreas.js";
export { type KeyGenerator, type Logger, randomKey } from "./randomKey.js";
export {
  type Redirect,
  type RedirectContext,
  redirectFor,
  type SystemRedirect,
} from "./redirectFor.js";
export { type ReloadGuardResult, reloadGuard } from "./reloadGuard.js";
export { removeClassification } from "./removeClassification.js";
export { removeFromBasket } from "./removeFromBasket.js";
export { removePart } from "./removePart.js";
export { removeSlugFromBasket } from "./removeSlugFromBasket.js";
export {
  DEFAULT_MEASUREMENT_SYSTEM,
  MEASUREMENT_SYSTEMS,
  type MeasurementSystem,
  resolveMeasurementSystem,
} from "./resolveMeasurementSystem.js";
export { type HomePageContext, invalidHomePageMessage, selectHomePage } from "./selectHomePage.js";
export { type SelectSiteOptions, type SiteSelection, selectSite } from "./selectSite.js";
export {
  type Address,
  addressSchema,
  type ServiceRequest,
  serviceRequestSchema,
} from "./serviceRequestSchema.js";
export { type ConnectionInfo, shouldPrefetch } from "./shouldPrefetch.js";
export { type Locale, type Site, type SiteDomain, siteLocales } from "./siteLocales.js";
export { type Country, sortCountries } from "./sortCountries.js";
export { type StoryFeedback, storyFeedbackSchema } from "./storyFeedbackSchema.js";
export { stripBrandSuffix } from "./stripBrandSuffix.js";
export { stripHtml } from "./stripHtml.js";
export { type SupportRequest, supportRequestSchema } from "./supportRequestSchema.js";
export { type TicketComment, ticketCommentSchema } from "./ticketCommentSchema.js";
export { type AuthClaims, type AuthUser, EMPTY_AUTH_USER, toAuthUser } from "./toAuthUser.js";
export { TRANSLATION_STATES, type TranslationState, translationState } from "./translationState.js";
export { truncate } from "./truncate.js";
export { updatePartQuantity } from "./updatePartQuantity.js";
export { isAllowedUpload, uploadRule } from "./uploadRule.js";
export { type SourceClassification, visibleClassifications } from "./visibleClassifications.js";
export { type NavigationItem, visibleNavigationItems } from "./visibleNavigationItems.js";
export { type SourceProduct, type VisibilityOptions, visibleProducts } from "./visibleProducts.js";
export { type WhitepaperRequest, whitepaperSchema } from "./whitepaperSchema.js";
