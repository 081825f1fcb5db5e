import { randomUUID } from "node:crypto";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/connect";
import * as t from "../db/schema";

export type NotificationRow = typeof t.notifications.$inferSelect;

/** The notification centre: one user's notifications about their tickets. */
export function createNotificationStore(db: Database) {
  return {
    async list(userId: string, limit: number) {
      const [items, [unread]] = await Promise.all([
        db
          .select({ notification: t.notifications, subject: t.tickets.subject })
          .from(t.notifications)
          .innerJoin(t.tickets, eq(t.tickets.id, t.notifications.ticketId))
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

    async notify(values: Omit<NotificationRow, "id" | "createdAt" | "readAt">): Promise<void> {
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
      const [ticket] = await db
        .select({ subject: t.tickets.subject })
        .from(t.tickets)
        .where(eq(t.tickets.id, row.ticketId));
      return { notification: row, subject: ticket?.subject ?? "" };
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
