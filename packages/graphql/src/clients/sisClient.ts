import type { ClientError } from "graphql-request";
import {
  AcceptRequestDocument,
  AddApplicationDocument,
  AddSavedListToCartDocument,
  AddToCartDocument,
  AddToOrganisationDocument,
  type AdministeredApplication,
  AdminUserDetailDocument,
  type AdminUserFilter,
  AdminUserListDocument,
  type ArticleLineInput,
  AttachUploadDocument,
  CartDocument,
  type CartItemInput,
  type CartLineInput,
  ClearCartDocument,
  type CloseReason,
  CloseTicketDocument,
  CommentTicketDocument,
  CreatePartsRequestDocument,
  CreateTicketDocument,
  DeclineAccessDocument,
  DeleteSavedListDocument,
  DeleteUserDocument,
  type DownloadFilter,
  DownloadListDocument,
  ExplodedViewDocument,
  GrantAccessDocument,
  InviteUserDocument,
  type InviteUserInput,
  KnowledgeArticleDocument,
  MachineDetailDocument,
  type MachineFilter,
  MachineListDocument,
  MachinePartsFinderDocument,
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  type NewTicketInput,
  NotificationsDocument,
  PartDetailDocument,
  type PartKind,
  PartsByArticleNumbersDocument,
  PartsListDocument,
  PartsRequestDetailDocument,
  type PartsRequestFilter,
  type PartsRequestInput,
  PartsRequestListDocument,
  PortalOrganisationDocument,
  ProductInformationDetailDocument,
  type ProductInformationFilter,
  ProductInformationListDocument,
  RecentTicketsDocument,
  RemoveFromCartDocument,
  RemoveFromOrganisationDocument,
  ResendInviteDocument,
  SaveCartAsListDocument,
  SaveCartDocument,
  SavedListDocument,
  SavedListsDocument,
  SendNewInviteDocument,
  TicketDetailDocument,
  type TicketFilter,
  TicketFormOptionsDocument,
  TicketListDocument,
  type TicketSort,
  UpdateAccessDocument,
  UpdateCartQuantityDocument,
  UserAdminScopeDocument,
  WithdrawAccessDocument,
} from "../generated/sis/graphql";
import { createRequester, type Logger, NoDataError } from "./request";

/** The header that carries the user's ID token to the SIS (spec section 7). */
export const ID_TOKEN_HEADER = "x-id-token";

/** The same-origin route through which the browser reaches the ticketing service. */
export const TICKETS_PROXY_PATH = "/api/tickets-proxy";

/**
 * Why user administration refused (`extensions.reason`, see the SIS schema's description): the
 * caller holds no delegated-admin role, the user belongs to no shared organisation, or the
 * caller lost the role or the user since signing in.
 */
export type ForbiddenReason = "NOT_ADMIN" | "USER_FORBIDDEN" | "PERMISSION_LOST";

const FORBIDDEN_REASONS: readonly string[] = ["NOT_ADMIN", "USER_FORBIDDEN", "PERMISSION_LOST"];

/**
 * How the SIS refused a call: the role is missing (with user administration's reason), the
 * input invalid (with field messages and, for an invited address that exists, that user's id),
 * or the object is not there.
 */
export type SisRefusal =
  | { code: "FORBIDDEN"; reason?: ForbiddenReason }
  | { code: "NOT_FOUND" }
  | { code: "BAD_USER_INPUT"; fields: Record<string, string>; existingUserId?: string };

/** The SIS's refusal inside a GraphQL error, or null for any other failure (network, 5xx). */
export function sisRefusal(error: unknown): SisRefusal | null {
  // The SIS answers another organisation's object with null, which the authenticated variant
  // turns into an error (spec §7): for the caller, that is "not found".
  if (error instanceof NoDataError) return { code: "NOT_FOUND" };
  const extensions = (error as ClientError | undefined)?.response?.errors?.[0]?.extensions;
  const code = extensions?.code;
  if (code === "NOT_FOUND") return { code };
  if (code === "FORBIDDEN") {
    const reason = extensions?.reason;
    return typeof reason === "string" && FORBIDDEN_REASONS.includes(reason)
      ? { code, reason: reason as ForbiddenReason }
      : { code };
  }
  if (code === "BAD_USER_INPUT") {
    const existingUserId = extensions?.existingUserId;
    return {
      code,
      fields: (extensions?.fields as Record<string, string>) ?? {},
      ...(typeof existingUserId === "string" && existingUserId ? { existingUserId } : {}),
    };
  }
  return null;
}

function sisGetters(request: ReturnType<typeof createRequester>) {
  return {
    organisation: async () => (await request(PortalOrganisationDocument)).organisation,
    tickets: async (options: {
      filter?: TicketFilter;
      sort?: TicketSort;
      first: number;
      offset: number;
    }) => (await request(TicketListDocument, options)).tickets,
    /** The latest tickets without the list's total (not counted: nothing shows it). */
    recentTickets: async (options: { filter?: TicketFilter; sort?: TicketSort; first: number }) =>
      (await request(RecentTicketsDocument, options)).tickets.items,
    ticket: async (id: string) => (await request(TicketDetailDocument, { id })).ticket,
    ticketFormOptions: () => request(TicketFormOptionsDocument),
    createTicket: async (input: NewTicketInput) =>
      (await request(CreateTicketDocument, { input })).createTicket,
    commentTicket: async (id: string, text: string) =>
      (await request(CommentTicketDocument, { id, text })).commentTicket,
    closeTicket: async (id: string, reason: CloseReason, comment?: string) =>
      (await request(CloseTicketDocument, { id, reason, ...(comment ? { comment } : {}) }))
        .closeTicket,
    attachUpload: async (ticketId: string, uploadId: string) =>
      (await request(AttachUploadDocument, { ticketId, uploadId })).attachUpload,
    machines: (options: { filter?: MachineFilter; first: number; offset: number }) =>
      request(MachineListDocument, options),
    machine: async (id: string) => (await request(MachineDetailDocument, { id })).machine,
    downloads: async (options: { filter?: DownloadFilter; first: number; offset: number }) =>
      (await request(DownloadListDocument, options)).downloads,
    /**
     * The bell's notifications. A REQUEST_STATUS item is about a quote or order request
     * (`requestReference`, no `ticketId`); every other kind has its ticket's id.
     */
    notifications: async (first = 20) =>
      (await request(NotificationsDocument, { first })).notifications,
    /** Marks one read; a request's notification has no `ticketId` (see `notifications`). */
    markNotificationRead: async (id: string) =>
      (await request(MarkNotificationReadDocument, { id })).markNotificationRead,
    markAllNotificationsRead: async () =>
      (await request(MarkAllNotificationsReadDocument)).markAllNotificationsRead,

    // Product information, parts finder, parts cart and requests (issue 16).
    productInformationList: async (options: {
      filter?: ProductInformationFilter;
      first: number;
      offset: number;
    }) => (await request(ProductInformationListDocument, options)).productInformationList,
    /** One item by id or slug. */
    productInformation: async (key: { id?: string; slug?: string }) =>
      (await request(ProductInformationDetailDocument, key)).productInformation,
    knowledgeArticle: async (productId: string, contentId: string) =>
      (await request(KnowledgeArticleDocument, { productId, contentId })).knowledgeArticle,
    partsList: async (productSlug: string, options: { kind?: PartKind; search?: string } = {}) =>
      (await request(PartsListDocument, { productSlug, ...options })).partsList,
    explodedView: async (productSlug: string) =>
      (await request(ExplodedViewDocument, { productSlug })).explodedView,
    /** A machine of the organisation with its model's exploded view and parts list. */
    machinePartsFinder: async (id: string) =>
      (await request(MachinePartsFinderDocument, { id })).machine,
    part: async (id: string) => (await request(PartDetailDocument, { id })).part,
    partsByArticleNumbers: async (lines: ArticleLineInput[]) =>
      (await request(PartsByArticleNumbersDocument, { lines })).partsByArticleNumbers,
    cart: async () => (await request(CartDocument)).cart,
    addToCart: async (items: CartItemInput[]) =>
      (await request(AddToCartDocument, { items })).addToCart,
    updateCartQuantity: async (key: string, quantity: number) =>
      (await request(UpdateCartQuantityDocument, { key, quantity })).updateCartQuantity,
    removeFromCart: async (key: string) =>
      (await request(RemoveFromCartDocument, { key })).removeFromCart,
    clearCart: async () => (await request(ClearCartDocument)).clearCart,
    saveCart: async (lines: CartLineInput[]) =>
      (await request(SaveCartDocument, { lines })).saveCart,
    savedLists: async () => (await request(SavedListsDocument)).savedLists,
    savedList: async (id: string) => (await request(SavedListDocument, { id })).savedList,
    saveCartAsList: async (name: string) =>
      (await request(SaveCartAsListDocument, { name })).saveCartAsList,
    deleteSavedList: async (id: string) =>
      (await request(DeleteSavedListDocument, { id })).deleteSavedList,
    addSavedListToCart: async (id: string) =>
      (await request(AddSavedListToCartDocument, { id })).addSavedListToCart,
    partsRequests: async (options: {
      filter?: PartsRequestFilter;
      first: number;
      offset: number;
    }) => (await request(PartsRequestListDocument, options)).partsRequests,
    partsRequest: async (reference: string) =>
      (await request(PartsRequestDetailDocument, { reference })).partsRequest,
    createPartsRequest: async (input: PartsRequestInput) =>
      (await request(CreatePartsRequestDocument, { input })).createPartsRequest,

    // User administration (issue 17); refusals carry a `ForbiddenReason` (see `sisRefusal`).
    /** What the signed-in administrator may administer: organisations and applications. */
    userAdminScope: async () => (await request(UserAdminScopeDocument)).userAdminScope,
    /** One page of the list (spec §3), pending requests first; searched and filtered on the server. */
    adminUsers: async (options: { filter?: AdminUserFilter; first: number; offset: number }) =>
      (await request(AdminUserListDocument, options)).adminUsers,
    /** One user with memberships, access, last invitation e-mail and audit trail. */
    adminUser: async (id: string) => (await request(AdminUserDetailDocument, { id })).adminUser,
    inviteUser: async (input: InviteUserInput) =>
      (await request(InviteUserDocument, { input })).inviteUser,
    addToOrganisation: async (userId: string, organisationId: string) =>
      (await request(AddToOrganisationDocument, { userId, organisationId })).addToOrganisation,
    removeFromOrganisation: async (userId: string, organisationId: string) =>
      (await request(RemoveFromOrganisationDocument, { userId, organisationId }))
        .removeFromOrganisation,
    deleteUser: async (userId: string) =>
      (await request(DeleteUserDocument, { userId })).deleteUser,
    addApplication: async (userId: string, application: AdministeredApplication) =>
      (await request(AddApplicationDocument, { userId, application })).addApplication,
    grantAccess: async (userId: string, application: AdministeredApplication) =>
      (await request(GrantAccessDocument, { userId, application })).grantAccess,
    acceptRequest: async (userId: string, application: AdministeredApplication) =>
      (await request(AcceptRequestDocument, { userId, application })).acceptRequest,
    /** Writes an active access's roles again; for artemis, with the user type. */
    updateAccess: async (
      userId: string,
      application: AdministeredApplication,
      artemisOnPremises?: boolean,
    ) =>
      (
        await request(UpdateAccessDocument, {
          userId,
          application,
          ...(artemisOnPremises === undefined ? {} : { artemisOnPremises }),
        })
      ).updateAccess,
    resendInvite: async (userId: string, application: AdministeredApplication) =>
      (await request(ResendInviteDocument, { userId, application })).resendInvite,
    sendNewInvite: async (userId: string, application: AdministeredApplication) =>
      (await request(SendNewInviteDocument, { userId, application })).sendNewInvite,
    declineAccess: async (userId: string, application: AdministeredApplication) =>
      (await request(DeclineAccessDocument, { userId, application })).declineAccess,
    withdrawAccess: async (userId: string, application: AdministeredApplication) =>
      (await request(WithdrawAccessDocument, { userId, application })).withdrawAccess,
  };
}

export type SisClient = ReturnType<typeof sisGetters>;

/**
 * The authenticated SIS / ticketing client used on the server: sends the
 * user's ID token, and treats an empty answer as an error (spec section 7),
 * which `sisRefusal` reads as "not found".
 */
export function createSisClient(options: {
  endpoint: string;
  idToken: string;
  fetch?: typeof fetch;
  logger?: Logger;
}): SisClient {
  return sisGetters(
    createRequester({
      service: "sis",
      endpoint: options.endpoint,
      headers: { [ID_TOKEN_HEADER]: options.idToken },
      requireData: true,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.logger ? { logger: options.logger } : {}),
    }),
  );
}

/**
 * The ticket variant for the browser: it goes through the app's same-origin
 * proxy, which adds the ID token from the server-side session, so no token
 * ever reaches client code.
 */
export function createTicketsProxyClient(
  options: { endpoint?: string; fetch?: typeof fetch; logger?: Logger } = {},
): SisClient {
  return sisGetters(
    createRequester({
      service: "tickets",
      endpoint: options.endpoint ?? TICKETS_PROXY_PATH,
      requireData: true,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.logger ? { logger: options.logger } : {}),
    }),
  );
}
