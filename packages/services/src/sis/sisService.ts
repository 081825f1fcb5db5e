import {
  CLOSE_TICKET_REASONS,
  type CloseTicketReason,
  canCloseTicket,
  closeTicketSchema,
  fieldErrors,
  newTicketSchema,
  ticketCommentSchema,
} from "@wire/domain";
import { typeDefs } from "@wire/graphql/schema";
import DataLoader from "dataloader";
import type { GraphQLResolveInfo } from "graphql";
import type { YogaInitialContext } from "graphql-yoga";
import { createGraphQLError } from "graphql-yoga";
import type { ZodError } from "zod";
import type { Database } from "../db/connect";
import type { TicketStatusValue, TicketTypeValue } from "../db/sisSchema";
import { createGraphqlServer } from "../http/graphqlServer";
import { selectsField } from "../http/selectsField";
import { createDownloadStore, type DownloadFilter, type DownloadRow } from "./downloadStore";
import {
  createInstalledBase,
  type LocationRow,
  type MachineFilter,
  type MachineRow,
  today,
} from "./installedBase";
import { createNotificationStore, type NotificationRow } from "./notificationStore";
import { createOrganisationStore } from "./organisationStore";
import { createPartsResolvers } from "./partsResolvers";
import {
  createTicketStore,
  TICKET_TYPES,
  type TicketFilter,
  type TicketRow,
  type TicketSort,
} from "./ticketStore";
import type { UploadStore } from "./uploadStore";
import { createUserAdminResolvers } from "./userAdminResolvers";
import { pageWindow, requireArea, type Viewer } from "./viewer";

interface SisContext extends Record<string, unknown> {
  viewer: Viewer;
  /**
   * The request's locations by id: the locations its resolvers ask for in one tick are read
   * in one query (a list of machines with their locations was one query per machine).
   */
  locationOf: DataLoader<string, LocationRow | undefined>;
}

/** GraphQL's close reasons and the domain's, one to one. */
const CLOSE_REASONS: Record<string, CloseTicketReason> = {
  SOLVED_BY_COMPANY: "solvedByCompany",
  SOLVED_WITHOUT_COMPANY: "solvedWithoutCompany",
  NO_LONGER_RELEVANT: "noLongerRelevant",
};
const reasonEnum = (reason: string | null) =>
  Object.entries(CLOSE_REASONS).find(([, value]) => value === reason)?.[0] ?? null;
const reasonLabel = (reason: CloseTicketReason) =>
  CLOSE_TICKET_REASONS.find((entry) => entry.value === reason)!.label;

/** The form's field messages as a GraphQL error the app shows next to each field. */
const invalid = (error: ZodError | Record<string, string>) =>
  createGraphQLError("The input is not valid", {
    extensions: {
      code: "BAD_USER_INPUT",
      fields: "issues" in error ? fieldErrors(error as ZodError) : error,
    },
  });

const notFound = (what: string) =>
  createGraphQLError(`${what} not found`, { extensions: { code: "NOT_FOUND" } });

const iso = (date: Date) => date.toISOString();

/**
 * The data service (SIS) and ticketing at `/sis/graphql` (contract and rules in
 * `packages/graphql/schema/sis.graphql`). Every resolver reads the viewer from the verified ID
 * token, checks the role its area needs and filters by the viewer's organisation.
 */
export function createSisService(
  db: Database,
  options: {
    development: boolean;
    readViewer: (request: Request) => Promise<Viewer>;
    uploads: UploadStore;
    /** The services' public origin, for absolute part image URLs. */
    publicUrl: string;
    /** User administration's data and e-mail outbox (see `createUserAdminResolvers`). */
    userAdmin: Parameters<typeof createUserAdminResolvers>[1];
  },
) {
  const { readViewer } = options;
  const tickets = createTicketStore(db);
  const base = createInstalledBase(db);
  const downloads = createDownloadStore(db);
  const notifications = createNotificationStore(db);
  const organisations = createOrganisationStore(db);
  const parts = createPartsResolvers(db, { base, publicUrl: options.publicUrl });
  const userAdmin = createUserAdminResolvers(db, options.userAdmin);

  const context = async ({ request }: YogaInitialContext): Promise<SisContext> => ({
    viewer: await readViewer(request),
    locationOf: new DataLoader(async (ids: readonly string[]) => {
      const rows = await base.locationsById(ids);
      return ids.map((id) => rows.get(id));
    }),
  });

  /** The models whose downloads the viewer may use: their organisation's (every one if internal). */
  const downloadModels = async (viewer: Viewer) =>
    (await base.models(viewer.organisationId)).map((model) => model.productSlug);

  const toDownload = (row: DownloadRow) => ({ ...row, releaseDate: String(row.releaseDate) });

  const toMachine = (row: MachineRow) => ({
    ...row,
    commissionedOn: String(row.commissionedOn),
    warrantyEnd: String(row.warrantyEnd),
    underWarranty: String(row.warrantyEnd) >= today(),
  });

  const toTicket = (row: TicketRow) => ({
    ...row,
    type: row.ticketType,
    contact: row.contactName,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    closeReason: reasonEnum(row.closeReason),
  });

  const toNotification = ({
    notification,
    subject,
  }: {
    notification: NotificationRow;
    subject: string;
  }) => ({
    ...notification,
    subject,
    createdAt: iso(notification.createdAt),
    read: notification.readAt !== null,
  });

  /** A page of tickets (with their reply counts) and their locations, read in one query. */
  async function withListFields(rows: (TicketRow & { replyCount: number })[]) {
    const locations = await base.locationsById(rows.map((row) => row.locationId));
    return rows.map((row) => ({
      ...toTicket(row),
      location: locations.get(row.locationId),
      replyCount: row.replyCount,
    }));
  }

  /** A ticket of the viewer's organisation, or NOT_FOUND. */
  async function ownTicket(viewer: Viewer, id: string) {
    requireArea(viewer, "tickets");
    const ticket = await tickets.get(viewer.organisationId, id);
    if (!ticket) throw notFound("Ticket");
    return ticket;
  }

  const resolvers = {
    Query: {
      organisation: async (_: unknown, __: unknown, { viewer }: SisContext) =>
        organisations.get(viewer.organisationId),
      locations: (_: unknown, __: unknown, { viewer }: SisContext) => {
        requireArea(viewer, "inventory", "tickets");
        return base.locations(viewer.organisationId);
      },
      machines: async (
        _: unknown,
        args: { filter?: MachineFilter; first?: number; offset?: number },
        { viewer }: SisContext,
        info: GraphQLResolveInfo,
      ) => {
        requireArea(viewer, "inventory", "tickets");
        const page = await base.machines(viewer.organisationId, {
          filter: args.filter ?? null,
          ...pageWindow(args.first, args.offset),
          withTotal: selectsField(info, "total"),
        });
        return { ...page, items: page.items.map(toMachine), organisationId: viewer.organisationId };
      },
      machine: async (_: unknown, args: { id: string }, { viewer }: SisContext) => {
        requireArea(viewer, "inventory", "tickets");
        const row = await base.machine(viewer.organisationId, args.id);
        return row ? toMachine(row) : null;
      },
      tickets: async (
        _: unknown,
        args: { filter?: TicketFilter; sort?: TicketSort; first?: number; offset?: number },
        { viewer }: SisContext,
        info: GraphQLResolveInfo,
      ) => {
        requireArea(viewer, "tickets");
        const page = await tickets.list(viewer.organisationId, {
          filter: args.filter ?? null,
          sort: args.sort ?? "CREATED_DESC",
          ...pageWindow(args.first, args.offset),
          withTotal: selectsField(info, "total"),
        });
        return { ...page, items: await withListFields(page.items) };
      },
      ticket: async (_: unknown, args: { id: string }, { viewer }: SisContext) => {
        requireArea(viewer, "tickets");
        const row = await tickets.get(viewer.organisationId, args.id);
        return row ? toTicket(row) : null;
      },
      downloads: async (
        _: unknown,
        args: { filter?: DownloadFilter; first?: number; offset?: number },
        { viewer }: SisContext,
      ) => {
        requireArea(viewer, "wireFlow");
        const models = await base.models(viewer.organisationId);
        const page = await downloads.list(
          models.map((model) => model.productSlug),
          { filter: args.filter ?? null, ...pageWindow(args.first, args.offset) },
        );
        return { ...page, items: page.items.map(toDownload), models };
      },
      download: async (_: unknown, args: { id: string }, { viewer }: SisContext) => {
        requireArea(viewer, "wireFlow");
        const row = await downloads.get(await downloadModels(viewer), args.id);
        return row ? toDownload(row) : null;
      },
      notifications: async (_: unknown, args: { first?: number }, { viewer }: SisContext) => {
        const page = await notifications.list(viewer.sub, pageWindow(args.first, 0).limit);
        return { items: page.items.map(toNotification), unread: page.unread };
      },
      ...parts.Query,
      ...userAdmin.Query,
    },

    Mutation: {
      createTicket: async (
        _: unknown,
        args: { input: Record<string, unknown> },
        { viewer }: SisContext,
      ) => {
        requireArea(viewer, "tickets");
        const parsed = newTicketSchema.safeParse(args.input);
        if (!parsed.success) throw invalid(parsed.error);
        const input = parsed.data;
        const errors: Record<string, string> = {};
        const locations = await base.locations(viewer.organisationId);
        if (!locations.some((location) => location.id === input.location)) {
          errors.location = "Please select a location";
        }
        if (!TICKET_TYPES.includes(input.ticketType as TicketTypeValue)) {
          errors.ticketType = "Please select a ticket type";
        }
        const machine =
          input.machine === "OTHER"
            ? undefined
            : await base.machine(viewer.organisationId, input.machine);
        if (input.machine !== "OTHER" && !machine) {
          errors.machine = "Please select a machine concerned";
        }
        if (Object.keys(errors).length > 0) throw invalid(errors);
        const row = await tickets.create({
          organisationId: viewer.organisationId,
          locationId: input.location,
          machineId: machine?.id ?? null,
          concern: machine ? `${machine.name} (${machine.model})` : (input.machineName ?? "—"),
          machineName: input.machineName ?? machine?.name ?? null,
          serialNumber: input.serialNumber ?? machine?.serialNumber ?? null,
          ticketType: input.ticketType as TicketTypeValue,
          subject: input.subject,
          description: input.description,
          contactId: viewer.sub,
          contactName: viewer.name,
        });
        return toTicket(row);
      },

      commentTicket: async (
        _: unknown,
        args: { id: string; text: string },
        { viewer }: SisContext,
      ) => {
        const ticket = await ownTicket(viewer, args.id);
        const parsed = ticketCommentSchema.safeParse({ comment: args.text });
        if (!parsed.success) throw invalid(parsed.error);
        if (!canCloseTicket(ticket)) throw invalid({ comment: "This ticket has been closed." });
        await tickets.addReply({
          ticketId: ticket.id,
          origin: "CUSTOMER",
          author: viewer.name,
          text: parsed.data.comment,
        });
        // The customer answered: the ball is with the service desk again.
        if (ticket.status === "WAITING_FOR_CUSTOMER") {
          await tickets.setStatus(ticket.id, "IN_PROGRESS");
        }
        return toTicket((await tickets.get(viewer.organisationId, ticket.id))!);
      },

      closeTicket: async (
        _: unknown,
        args: { id: string; reason: string; comment?: string | null },
        { viewer }: SisContext,
      ) => {
        const ticket = await ownTicket(viewer, args.id);
        const parsed = closeTicketSchema.safeParse({
          reason: CLOSE_REASONS[args.reason],
          comment: args.comment ?? undefined,
        });
        if (!parsed.success) throw invalid(parsed.error);
        if (!canCloseTicket(ticket)) throw invalid({ reason: "This ticket has been closed." });
        const { reason, comment } = parsed.data;
        await tickets.addReply({
          ticketId: ticket.id,
          origin: "SYSTEM",
          author: viewer.name,
          text: comment
            ? `Closed: ${reasonLabel(reason)}.\n\n${comment}`
            : `Closed: ${reasonLabel(reason)}.`,
        });
        await tickets.setStatus(ticket.id, "CLOSED" satisfies TicketStatusValue, reason);
        return toTicket((await tickets.get(viewer.organisationId, ticket.id))!);
      },

      attachUpload: async (
        _: unknown,
        args: { ticketId: string; uploadId: string },
        { viewer }: SisContext,
      ) => {
        const ticket = await ownTicket(viewer, args.ticketId);
        const upload = await options.uploads.claim(args.uploadId, viewer.sub, ticket.id);
        if (!upload) throw notFound("Upload");
        const row = await tickets.addAttachment({
          ticketId: ticket.id,
          filename: upload.filename,
          mimeType: upload.mimeType,
          sizeBytes: upload.sizeBytes,
          storageKey: upload.storageKey,
          uploadedBy: viewer.sub,
        });
        return { ...row, createdAt: iso(row.createdAt) };
      },

      markNotificationRead: async (_: unknown, args: { id: string }, { viewer }: SisContext) => {
        const row = await notifications.markRead(viewer.sub, args.id);
        return row ? toNotification(row) : null;
      },

      markAllNotificationsRead: (_: unknown, __: unknown, { viewer }: SisContext) =>
        notifications.markAllRead(viewer.sub),
      ...parts.Mutation,
      ...userAdmin.Mutation,
    },

    ProductInformation: parts.ProductInformation,
    KnowledgeArticle: parts.KnowledgeArticle,
    ExplodedView: parts.ExplodedView,
    AdminUser: userAdmin.AdminUser,

    MachinePage: {
      // Resolved only when asked for: the filter's model list is one more query.
      models: (page: { organisationId: string }) => base.models(page.organisationId),
    },

    Machine: {
      ...parts.Machine,
      location: (machine: MachineRow, _: unknown, { locationOf }: SisContext) =>
        locationOf.load(machine.locationId),
      tickets: async (
        machine: MachineRow,
        args: { first?: number },
        { viewer }: SisContext,
        info: GraphQLResolveInfo,
      ) => {
        // A machine is visible with inventory alone; its tickets only with ticketing.
        if (!viewer.areas.includes("tickets")) return { items: [], total: 0 };
        const page = await tickets.list(viewer.organisationId, {
          filter: { machineId: machine.id },
          sort: "CREATED_DESC",
          ...pageWindow(args.first ?? 10, 0),
          withTotal: selectsField(info, "total"),
        });
        return { ...page, items: await withListFields(page.items) };
      },
      documents: async (machine: MachineRow, args: { first?: number }) => {
        const page = await downloads.list([machine.productSlug], {
          filter: null,
          ...pageWindow(args.first ?? 20, 0),
        });
        return { ...page, items: page.items.map(toDownload), models: [] };
      },
    },

    Ticket: {
      location: async (ticket: TicketRow & { location?: unknown }) =>
        ticket.location ?? (await base.locationsById([ticket.locationId])).get(ticket.locationId),
      machine: async (ticket: TicketRow) => {
        if (!ticket.machineId) return null;
        const machine = (await base.machinesById([ticket.machineId])).get(ticket.machineId);
        return machine && machine.organisationId === ticket.organisationId
          ? toMachine(machine)
          : null;
      },
      replyCount: async (ticket: TicketRow & { replyCount?: number }) =>
        ticket.replyCount ?? (await tickets.replyCounts([ticket.id])).get(ticket.id) ?? 0,
      replies: async (ticket: TicketRow) =>
        (await tickets.replies(ticket.id)).map((reply) => ({
          ...reply,
          id: String(reply.id),
          createdAt: iso(reply.createdAt),
        })),
      attachments: async (ticket: TicketRow) =>
        (await tickets.attachments(ticket.id)).map((row) => ({
          ...row,
          createdAt: iso(row.createdAt),
        })),
    },
  };

  return createGraphqlServer<SisContext>({
    endpoint: "/sis/graphql",
    typeDefs: typeDefs("sis"),
    resolvers,
    development: options.development,
    context,
  });
}
