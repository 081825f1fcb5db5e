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
export { createProductClient } from "./clients/productClient";
export { createRequester, type Logger, operationName } from "./clients/request";
export {
  createSisClient,
  createTicketsProxyClient,
  ID_TOKEN_HEADER,
  TICKETS_PROXY_PATH,
} from "./clients/sisClient";
export { isAllowedTicketOperation } from "./clients/ticketOperations";
export type {
  Country,
  NewTicket,
  Page,
  PageModule,
  ProductSummary,
  Site,
  Ticket,
  TicketStatus,
} from "./model";
