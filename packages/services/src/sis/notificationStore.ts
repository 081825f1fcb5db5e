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
    /**
     * The user's latest notifications and how many of all are unread, in one statement (the
     * bell is on every portal page: the count rides on the rows as a window over every row the
     * user has, taken before the limit). With no rows asked for, the count alone.
     */
    async list(userId: string, limit: number) {
      const mine = eq(t.notifications.userId, userId);
      if (limit === 0) {
        const [unread] = await db
          .select({ value: count() })
          .from(t.notifications)
          .where(and(mine, isNull(t.notifications.readAt)));
        return { items: [], unread: unread?.value ?? 0 };
      }
      const rows = await db
        .select({
          notification: t.notifications,
          subject,
          unread:
            sql<number>`count(*) filter (where ${t.notifications.readAt} is null) over ()`.mapWith(
              Number,
            ),
        })
        .from(t.notifications)
        .leftJoin(t.tickets, eq(t.tickets.id, t.notifications.ticketId))
        .leftJoin(t.partsRequests, eq(t.partsRequests.reference, t.notifications.requestReference))
        .where(mine)
        .orderBy(desc(t.notifications.createdAt))
        .limit(limit);
      return {
        items: rows.map(({ notification, subject }) => ({ notification, subject })),
        unread: rows[0]?.unread ?? 0,
      };
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
