import { randomUUID } from "node:crypto";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/connect";
import * as t from "../db/schema";

export type NotificationRow = typeof t.notifications.$inferSelect;

/**
 * What a notification is about: the ticket's subject, or for a request its kind, reference and
 * the customer's own reference when there is one.
 */
const subject = sql<string>`coalesce(${t.tickets.subject}, case ${t.partsRequests.type} when 'QUOTE' then 'Quote request ' else 'Order request ' end || ${t.partsRequests.reference} || coalesce(' (' || ${t.partsRequests.customerReference} || ')', ''), '')`;

/** The notification centre: one user's notifications about their tickets and requests. */
export function createNotificationStore(db: Database) {
  const withSubject = () =>
    db
      .select({ notification: t.notifications, subject })
      .from(t.notifications)
      .leftJoin(t.tickets, eq(t.tickets.id, t.notifications.ticketId))
      .leftJoin(t.partsRequests, eq(t.partsRequests.reference, t.notifications.requestReference));

  return {
    async list(userId: string, limit: number) {
      const [items, [unread]] = await Promise.all([
        withSubject()
          .where(eq(t.notifications.userId, userId))
          .orderBy(desc(t.notifications.createdAt))
          .limit(limit),
        db
          .select({ value: count() })
          .from(t.notifications)
          .where(and(eq(t.notifications.userId, userId), isNull(t.notifications.readAt))),
      ]);
      return { items, unread: unread?.value ?? 0 };
    },

    async notify(
      values: Omit<
        NotificationRow,
        "id" | "createdAt" | "readAt" | "ticketId" | "requestReference"
      > &
        ({ ticketId: string } | { requestReference: string }),
    ): Promise<void> {
      await db.insert(t.notifications).values({ ...values, id: randomUUID() });
    },

    /** Marks one notification read; undefined when it is not the user's. */
    async markRead(userId: string, id: string) {
      const [row] = await db
        .update(t.notifications)
        .set({ readAt: new Date() })
        .where(and(eq(t.notifications.id, id), eq(t.notifications.userId, userId)))
        .returning();
      if (!row) return undefined;
      const [read] = await withSubject().where(eq(t.notifications.id, row.id));
      return read ?? { notification: row, subject: "" };
    },

    async markAllRead(userId: string): Promise<number> {
      const rows = await db
        .update(t.notifications)
        .set({ readAt: new Date() })
        .where(and(eq(t.notifications.userId, userId), isNull(t.notifications.readAt)))
        .returning({ id: t.notifications.id });
      return rows.length;
    },
  };
}
