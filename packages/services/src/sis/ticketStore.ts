import { randomUUID } from "node:crypto";
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Database } from "../db/connect";
import * as t from "../db/schema";
import type { TicketStatusValue, TicketTypeValue } from "../db/sisSchema";

export type TicketRow = typeof t.tickets.$inferSelect;
export type ReplyRow = typeof t.ticketReplies.$inferSelect;

/** The statuses in lifecycle order, for sorting by status. */
export const TICKET_STATUSES: readonly TicketStatusValue[] = [
  "NEW",
  "IN_PROGRESS",
  "WAITING_FOR_CUSTOMER",
  "RESOLVED",
  "CLOSED",
];

export const TICKET_TYPES: readonly TicketTypeValue[] = [
  "BREAKDOWN",
  "MALFUNCTION",
  "MAINTENANCE",
  "SPARE_PART_INQUIRY",
  "APPLICATION_SUPPORT",
  "SOFTWARE",
  "TRAINING",
];

/** `T-2026-004211`: the creation year and the ticket's number. */
export function formatTicketId(year: number, number: number): string {
  return `T-${year}-${String(number).padStart(6, "0")}`;
}

export interface TicketFilter {
  search?: string | null;
  status?: readonly TicketStatusValue[] | null;
  type?: TicketTypeValue | null;
  machineId?: string | null;
  locationId?: string | null;
}

export type TicketSort = "CREATED_DESC" | "CREATED_ASC" | "UPDATED_DESC" | "STATUS";

/** `%`, `_` and `\` are literal in a search, not patterns. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function ticketConditions(organisationId: string, filter: TicketFilter | null | undefined) {
  const conditions: SQL[] = [eq(t.tickets.organisationId, organisationId)];
  const search = filter?.search?.trim().slice(0, 100);
  if (search) {
    const pattern = likePattern(search);
    conditions.push(
      or(
        ilike(t.tickets.id, pattern),
        ilike(t.tickets.subject, pattern),
        ilike(t.tickets.serialNumber, pattern),
      )!,
    );
  }
  if (filter?.status?.length) conditions.push(inArray(t.tickets.status, [...filter.status]));
  if (filter?.type) conditions.push(eq(t.tickets.ticketType, filter.type));
  if (filter?.machineId) conditions.push(eq(t.tickets.machineId, filter.machineId));
  if (filter?.locationId) conditions.push(eq(t.tickets.locationId, filter.locationId));
  return and(...conditions)!;
}

const ORDER: Record<TicketSort, SQL[]> = {
  CREATED_DESC: [desc(t.tickets.createdAt), desc(t.tickets.number)],
  CREATED_ASC: [asc(t.tickets.createdAt), asc(t.tickets.number)],
  UPDATED_DESC: [desc(t.tickets.updatedAt), desc(t.tickets.number)],
  STATUS: [
    sql`array_position(array['NEW','IN_PROGRESS','WAITING_FOR_CUSTOMER','RESOLVED','CLOSED'], ${t.tickets.status})`,
    desc(t.tickets.createdAt),
  ],
};

/** Data access for tickets, always inside one organisation. */
export function createTicketStore(db: Database) {
  return {
    /**
     * A page of the organisation's tickets, and how many match in all, counted only when
     * `withTotal` (a page that does not show the total does not pay for counting thousands).
     */
    async list(
      organisationId: string,
      options: {
        filter?: TicketFilter | null;
        sort: TicketSort;
        limit: number;
        offset: number;
        withTotal?: boolean;
      },
    ): Promise<{ items: (TicketRow & { replyCount: number })[]; total: number | null }> {
      const where = ticketConditions(organisationId, options.filter);
      const [items, totalRows] = await Promise.all([
        db
          .select({
            ...getTableColumns(t.tickets),
            // Each row's replies counted in the same statement (was a query of its own); the
            // columns qualified by hand: drizzle writes a select's columns unqualified.
            replyCount:
              sql<number>`(select count(*) from ${t.ticketReplies} r where r.${sql.identifier(t.ticketReplies.ticketId.name)} = ${t.tickets}.${sql.identifier(t.tickets.id.name)})`.mapWith(
                Number,
              ),
          })
          .from(t.tickets)
          .where(where)
          .orderBy(...ORDER[options.sort])
          .limit(options.limit)
          .offset(options.offset),
        options.withTotal === false
          ? null
          : db.select({ value: count() }).from(t.tickets).where(where),
      ]);
      return { items, total: totalRows ? (totalRows[0]?.value ?? 0) : null };
    },

    async get(organisationId: string, id: string): Promise<TicketRow | undefined> {
      const [row] = await db
        .select()
        .from(t.tickets)
        .where(and(eq(t.tickets.id, id), eq(t.tickets.organisationId, organisationId)));
      return row;
    },

    /** Any organisation's ticket: for the service desk only. */
    async getForDesk(id: string): Promise<TicketRow | undefined> {
      const [row] = await db.select().from(t.tickets).where(eq(t.tickets.id, id));
      return row;
    },

    replies(ticketId: string): Promise<ReplyRow[]> {
      return db
        .select()
        .from(t.ticketReplies)
        .where(eq(t.ticketReplies.ticketId, ticketId))
        .orderBy(asc(t.ticketReplies.createdAt), asc(t.ticketReplies.id));
    },

    async replyCounts(ticketIds: readonly string[]): Promise<Map<string, number>> {
      if (ticketIds.length === 0) return new Map();
      const rows = await db
        .select({ ticketId: t.ticketReplies.ticketId, value: count() })
        .from(t.ticketReplies)
        .where(inArray(t.ticketReplies.ticketId, [...ticketIds]))
        .groupBy(t.ticketReplies.ticketId);
      return new Map(rows.map((row) => [row.ticketId, row.value]));
    },

    attachments(ticketId: string) {
      return db
        .select()
        .from(t.ticketAttachments)
        .where(eq(t.ticketAttachments.ticketId, ticketId))
        .orderBy(asc(t.ticketAttachments.createdAt));
    },

    async create(
      values: Omit<
        TicketRow,
        "id" | "number" | "createdAt" | "updatedAt" | "closeReason" | "status"
      >,
    ): Promise<TicketRow> {
      const [next] = await db
        .execute<{ n: string }>(sql`select nextval('ticket_number_seq') as n`)
        .then((result) => ("rows" in result ? result.rows : result) as { n: string }[]);
      const number = Number(next!.n);
      const now = new Date();
      const [row] = await db
        .insert(t.tickets)
        .values({
          ...values,
          id: formatTicketId(now.getUTCFullYear(), number),
          number,
          status: "NEW",
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return row!;
    },

    async addReply(reply: {
      ticketId: string;
      origin: ReplyRow["origin"];
      author: string;
      text: string;
    }): Promise<void> {
      await db.insert(t.ticketReplies).values(reply);
      await db
        .update(t.tickets)
        .set({ updatedAt: new Date() })
        .where(eq(t.tickets.id, reply.ticketId));
    },

    async setStatus(
      ticketId: string,
      status: TicketStatusValue,
      closeReason: string | null = null,
    ): Promise<void> {
      await db
        .update(t.tickets)
        .set({ status, updatedAt: new Date(), ...(status === "CLOSED" ? { closeReason } : {}) })
        .where(eq(t.tickets.id, ticketId));
    },

    async addAttachment(values: Omit<typeof t.ticketAttachments.$inferInsert, "id">) {
      const [row] = await db
        .insert(t.ticketAttachments)
        .values({ ...values, id: randomUUID() })
        .returning();
      return row!;
    },
  };
}

export type TicketStore = ReturnType<typeof createTicketStore>;
