export type {
  Capability,
  Classification,
  ClassificationSummary,
  ComparisonProduct,
  DirectSearchResult,
  FileDownload,
  LineageEntry,
  ProductData,
  ProductDetail,
  ProductImage,
  ProductReference,
  RelatedStory,
  RelatedType,
  SearchRecord,
  SearchResults,
  SearchSuggestions,
  Variant,
} from "./catalogueModel";
export {
  type AccountProfile,
  type AccountResult,
  createAccountClient,
} from "./clients/accountClient";
export {
  type ContentClient,
  contentLocales,
  createContentClient,
  type Stage,
} from "./clients/contentClient";
export {
  createProductClient,
  NO_PRODUCT_MESSAGE,
  type ProductClient,
  ProductNotFoundError,
} from "./clients/productClient";
export { createRequester, type Logger, operationName } from "./clients/request";
export {
  createSisClient,
  createTicketsProxyClient,
  ID_TOKEN_HEADER,
  TICKETS_PROXY_PATH,
} from "./clients/sisClient";
export { isAllowedTicketOperation } from "./clients/ticketOperations";
export type {
  Action,
  Brand,
  Country,
  DownloadItem,
  FooterNavigation,
  HeaderNavigation,
  Image,
  Language,
  Link,
  NavigationItem,
  NavigationSection,
  NewsFeedItem,
  NewsFeedPage,
  NewTicket,
  Page,
  PageKind,
  PageModule,
  PageSummary,
  ProductSummary,
  Site,
  SitemapPage,
  SiteNavigation,
  SystemData,
  SystemRedirect,
  TeaserItem,
  Ticket,
  TicketStatus,
} from "./model";
