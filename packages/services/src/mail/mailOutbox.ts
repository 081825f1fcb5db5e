import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database, Executor } from "../db/connect";
import { type MailKind, mailOutbox } from "../db/schema";
import { createOutboxQueue } from "../outbox/outboxQueue";

/** An outbox row. */
export type OutboxMail = typeof mailOutbox.$inferSelect;

/** How an outbox mail went, as user administration shows it. */
export type MailStatus = "QUEUED" | "SENT" | "RETRYING";

/** A mail's status: sent, waiting for its first attempt, or failed at least once and waiting. */
export function mailStatus(mail: Pick<OutboxMail, "sentAt" | "attempts">): MailStatus {
  if (mail.sentAt) return "SENT";
  return mail.attempts === 0 ? "QUEUED" : "RETRYING";
}

export { CLAIM_LEASE_MS, MAX_RETRY_DELAY_MS, retryDelay } from "../outbox/outboxQueue";

/**
 * The e-mail outbox: mails are written in the transaction of the change they announce (`enqueue`
 * with that transaction), claimed by a worker with `FOR UPDATE SKIP LOCKED` and a lease, and
 * marked sent or failed. Nothing is deleted when a send fails; it is tried again later.
 */
export function createMailOutbox(db: Database) {
  const queue = createOutboxQueue(db, mailOutbox, {
    id: mailOutbox.id,
    attempts: mailOutbox.attempts,
    nextAttemptAt: mailOutbox.nextAttemptAt,
    lockedUntil: mailOutbox.lockedUntil,
    lastError: mailOutbox.lastError,
    doneAt: mailOutbox.sentAt,
  });
  return {
    /** Adds a mail to the outbox, due now. */
    async enqueue(
      executor: Executor,
      mail: {
        to: string;
        subject: string;
        text: string;
        html: string;
        kind: MailKind;
        userId: string | null;
      },
    ): Promise<OutboxMail> {
      const [row] = await executor
        .insert(mailOutbox)
        .values({ id: randomUUID(), ...mail })
        .returning();
      return row!;
    },

    /**
     * Claims up to `limit` due mails for this worker: each is locked for `CLAIM_LEASE_MS`, so
     * other workers (other services processes) skip it, and a crashed worker's mail is tried
     * again after the lease. Works on PGlite and PostgreSQL alike.
     */
    async claimDue(limit: number): Promise<OutboxMail[]> {
      const ids = await queue.claimDueIds(limit);
      if (ids.length === 0) return [];
      const rows = await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
      return rows.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
    },

    /** Marks a claimed mail sent. */
    async markSent(id: string): Promise<void> {
      await queue.markDone(id);
    },

    /** Records a failed attempt; the mail is due again after `retryDelay`. */
    async markFailed(id: string, error: string, retryBaseMs: number): Promise<void> {
      await queue.markFailed(id, error, retryBaseMs);
    },

    /** The newest mail of a kind to a user, or undefined. */
    async latestFor(userId: string, kind: MailKind): Promise<OutboxMail | undefined> {
      const [row] = await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.kind, kind)))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1);
      return row;
    },
  };
}

/** The e-mail outbox. */
export type MailOutbox = ReturnType<typeof createMailOutbox>;
