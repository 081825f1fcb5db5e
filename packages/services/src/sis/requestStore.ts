import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/connect";
import type { PartsRequestLine, PartsRequestStatus, PartsRequestType } from "../db/partsSchema";
import * as t from "../db/schema";
import { likePattern } from "./ticketStore";

export type PartsRequestRow = typeof t.partsRequests.$inferSelect;

/** The statuses in lifecycle order. */
export const REQUEST_STATUSES: readonly PartsRequestStatus[] = [
  "SUBMITTED",
  "IN_REVIEW",
  "QUOTED",
  "CONFIRMED",
  "CLOSED",
];

/**
 * Whether the service desk may move a request to `status`: any step of the lifecycle except back
 * to SUBMITTED, QUOTED only for quotes, CONFIRMED only for orders, nothing after CLOSED.
 */
export function canMoveRequest(
  request: { type: PartsRequestType; status: PartsRequestStatus },
  status: PartsRequestStatus,
): boolean {
  if (request.status === "CLOSED" || request.status === status) return false;
  if (status === "SUBMITTED") return false;
  if (status === "QUOTED") return request.type === "QUOTE";
  if (status === "CONFIRMED") return request.type === "ORDER";
  return true;
}

/** `Q-2026-000123` for a quote, `O-2026-000124` for an order: the year and the request's number. */
export function formatRequestReference(type: PartsRequestType, year: number, number: number) {
  return `${type === "QUOTE" ? "Q" : "O"}-${year}-${String(number).padStart(6, "0")}`;
}

export interface RequestFilter {
  status?: PartsRequestStatus | null;
  type?: PartsRequestType | null;
  search?: string | null;
}

function requestConditions(organisationId: string, filter: RequestFilter | null | undefined) {
  const conditions: SQL[] = [eq(t.partsRequests.organisationId, organisationId)];
  if (filter?.status) conditions.push(eq(t.partsRequests.status, filter.status));
  if (filter?.type) conditions.push(eq(t.partsRequests.type, filter.type));
  const search = filter?.search?.trim().slice(0, 100);
  if (search) {
    const pattern = likePattern(search);
    conditions.push(
      or(
        ilike(t.partsRequests.reference, pattern),
        ilike(t.partsRequests.customerReference, pattern),
      )!,
    );
  }
  return and(...conditions)!;
}

/** Quote and order requests, always inside one organisation (the desk's look-up aside). */
export function createRequestStore(db: Database) {
  return {
    async list(
      organisationId: string,
      options: { filter?: RequestFilter | null; limit: number; offset: number },
    ): Promise<{ items: PartsRequestRow[]; total: number }> {
      const where = requestConditions(organisationId, options.filter);
      const [items, [totalRow]] = await Promise.all([
        db
          .select()
          .from(t.partsRequests)
          .where(where)
          .orderBy(desc(t.partsRequests.createdAt), desc(t.partsRequests.number))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ value: count() }).from(t.partsRequests).where(where),
      ]);
      return { items, total: totalRow?.value ?? 0 };
    },

    async get(organisationId: string, reference: string): Promise<PartsRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(t.partsRequests)
        .where(
          and(
            eq(t.partsRequests.reference, reference),
            eq(t.partsRequests.organisationId, organisationId),
          ),
        );
      return row;
    },

    /** Any organisation's request: for the service desk only. */
    async getForDesk(reference: string): Promise<PartsRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(t.partsRequests)
        .where(eq(t.partsRequests.reference, reference));
      return row;
    },

    async create(values: {
      type: PartsRequestType;
      organisationId: string;
      requesterId: string;
      requesterName: string;
      customerReference: string | null;
      comment: string | null;
      lines: PartsRequestLine[];
    }): Promise<PartsRequestRow> {
      const result = await db.execute<{ n: string }>(
        sql`select nextval('parts_request_number_seq') as n`,
      );
      const [next] = ("rows" in result ? result.rows : result) as { n: string }[];
      const number = Number(next!.n);
      const now = new Date();
      const [row] = await db
        .insert(t.partsRequests)
        .values({
          ...values,
          reference: formatRequestReference(values.type, now.getUTCFullYear(), number),
          number,
          status: "SUBMITTED",
          history: [{ status: "SUBMITTED", at: now.toISOString(), note: null }],
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return row!;
    },

    /** Moves a request to `status`, appending it to the history. */
    async setStatus(reference: string, status: PartsRequestStatus, note: string | null = null) {
      const now = new Date();
      const entry = JSON.stringify([{ status, at: now.toISOString(), note }]);
      await db
        .update(t.partsRequests)
        .set({
          status,
          updatedAt: now,
          history: sql`${t.partsRequests.history} || ${entry}::jsonb`,
        })
        .where(eq(t.partsRequests.reference, reference));
    },
  };
}

export type RequestStore = ReturnType<typeof createRequestStore>;
