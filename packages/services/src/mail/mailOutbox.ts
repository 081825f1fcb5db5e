import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database, Executor } from "../db/connect";
import { type MailKind, mailOutbox } from "../db/schema";

/** An outbox row. */
export type OutboxMail = typeof mailOutbox.$inferSelect;

/** How an outbox mail went, as user administration shows it. */
export type MailStatus = "QUEUED" | "SENT" | "RETRYING";

/** A mail's status: sent, waiting for its first attempt, or failed at least once and waiting. */
export function mailStatus(mail: Pick<OutboxMail, "sentAt" | "attempts">): MailStatus {
  if (mail.sentAt) return "SENT";
  return mail.attempts === 0 ? "QUEUED" : "RETRYING";
}

/** How long a worker holds a claimed mail before another may try it (a crashed worker's mail). */
export const CLAIM_LEASE_MS = 2 * 60_000;

/** The longest wait between two attempts. */
export const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** The wait after the `attempts`-th failure: `base`, doubling per attempt, at most an hour. */
export function retryDelay(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_DELAY_MS);
}

const rowsOf = <T>(result: unknown): T[] =>
  ("rows" in (result as object) ? (result as { rows: T[] }).rows : result) as T[];

/**
 * The e-mail outbox: mails are written in the transaction of the change they announce (`enqueue`
 * with that transaction), claimed by a worker with `FOR UPDATE SKIP LOCKED` and a lease, and
 * marked sent or failed. Nothing is deleted when a send fails; it is tried again later.
 */
export function createMailOutbox(db: Database) {
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
      const result = await db.execute(sql`
        update ${mailOutbox}
        set locked_until = now() + ${`${CLAIM_LEASE_MS} milliseconds`}::interval
        where id in (
          select id from ${mailOutbox}
          where sent_at is null
            and next_attempt_at <= now()
            and (locked_until is null or locked_until < now())
          order by next_attempt_at
          limit ${limit}
          for update skip locked
        )
        returning id`);
      const ids = rowsOf<{ id: string }>(result).map((row) => row.id);
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(
          sql`${mailOutbox.id} in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
      return rows.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
    },

    async markSent(id: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          sentAt: sql`now()`,
          attempts: sql`${mailOutbox.attempts} + 1`,
          lockedUntil: null,
        })
        .where(eq(mailOutbox.id, id));
    },

    /** Records a failed attempt; the mail is due again after `retryDelay`. */
    async markFailed(id: string, error: string, retryBaseMs: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ attempts: mailOutbox.attempts })
          .from(mailOutbox)
          .where(eq(mailOutbox.id, id))
          .for("update");
        if (!row) return;
        const attempts = row.attempts + 1;
        await tx
          .update(mailOutbox)
          .set({
            attempts,
            lastError: error.slice(0, 500),
            nextAttemptAt: new Date(Date.now() + retryDelay(attempts, retryBaseMs)),
            lockedUntil: null,
          })
          .where(eq(mailOutbox.id, id));
      });
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
