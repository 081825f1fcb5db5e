import { getTableName, type Name, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/connect";

/*
 * Why a small outbox on the services' own tables and not pg-boss or graphile-worker: the embedded
 * default database is PGlite, one in-process connection with no TCP server. pg-boss 10.4.2 (the
 * last major for Node 20) was tried on it (2026-11-26): through its `db` option and an adapter it
 * migrates, retries and runs maintenance on PGlite, but a job written in the caller's transaction
 * (the point of an outbox: the submission and its delivery commit together) needs the drizzle
 * transaction turned back into `$n` SQL by hand, a send outside that transaction waits forever on
 * PGlite's single connection, and two instances creating the same queue at once deadlock on
 * PostgreSQL (40P01 in pgboss.create_queue). Rows claimed with `FOR UPDATE SKIP LOCKED` and a
 * lease give the same guarantees (written in the caller's transaction, at-least-once delivery,
 * several workers, crash recovery after the lease) on PGlite and PostgreSQL alike, in about a
 * hundred lines.
 */

/** How long a worker holds a claimed row before another may try it (a crashed worker's row). */
export const CLAIM_LEASE_MS = 2 * 60_000;

/** The longest wait between two attempts. */
export const MAX_RETRY_DELAY_MS = 60 * 60_000;

/**
 * The wait after the `attempts`-th failure: `base`, doubling per attempt, at most an hour.
 *
 * @example
 * retryDelay(3, 100); // => 400
 */
export function retryDelay(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(attempts - 1, 0), MAX_RETRY_DELAY_MS);
}

/** The columns an outbox table has, whatever else it holds. */
export interface OutboxColumns {
  id: PgColumn;
  attempts: PgColumn;
  nextAttemptAt: PgColumn;
  lockedUntil: PgColumn;
  lastError: PgColumn;
  /** Set (to the time) when the row's work is done: `sent_at`, `delivered_at`. */
  doneAt: PgColumn;
}

const rowsOf = <T>(result: unknown): T[] =>
  ("rows" in (result as object) ? (result as { rows: T[] }).rows : result) as T[];

/**
 * The claim, done and failed steps every outbox shares (the mail outbox, the CRM deliveries):
 * a worker claims due rows with `FOR UPDATE SKIP LOCKED` and a lease (`locked_until`), so several
 * services processes share one table; a success sets the done column; a failure is recorded and
 * the row is due again after `retryDelay`. Nothing is dropped.
 *
 * @example
 * const queue = createOutboxQueue(db, mailOutbox, { ...columns, doneAt: mailOutbox.sentAt });
 * const ids = await queue.claimDueIds(20);
 */
export function createOutboxQueue(db: Database, table: PgTable, columns: OutboxColumns) {
  const name = sql.identifier(getTableName(table));
  const col = (column: PgColumn): Name => sql.identifier(column.name);
  const { id, attempts, nextAttemptAt, lockedUntil, lastError, doneAt } = columns;

  return {
    /**
     * Claims up to `limit` due rows for this worker and answers their ids, oldest due first: each
     * is locked for `CLAIM_LEASE_MS`, so other workers skip it, and a crashed worker's row is tried
     * again after the lease. Works on PGlite and PostgreSQL alike.
     */
    async claimDueIds(limit: number): Promise<string[]> {
      const result = await db.execute(sql`
        update ${name}
        set ${col(lockedUntil)} = now() + ${`${CLAIM_LEASE_MS} milliseconds`}::interval
        where ${col(id)} in (
          select ${col(id)} from ${name}
          where ${col(doneAt)} is null
            and ${col(nextAttemptAt)} <= now()
            and (${col(lockedUntil)} is null or ${col(lockedUntil)} < now())
          order by ${col(nextAttemptAt)}
          limit ${limit}
          for update skip locked
        )
        returning ${col(id)} as id`);
      return rowsOf<{ id: unknown }>(result).map((row) => String(row.id));
    },

    /** Marks a claimed row done: its attempt counts, its lease ends. */
    async markDone(rowId: string): Promise<void> {
      await db.execute(sql`
        update ${name}
        set ${col(doneAt)} = now(), ${col(attempts)} = ${col(attempts)} + 1,
            ${col(lockedUntil)} = null
        where ${col(id)} = ${rowId}`);
    },

    /** Records a failed attempt; the row is due again after `retryDelay`. */
    async markFailed(rowId: string, error: string, retryBaseMs: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = rowsOf<{ attempts: number }>(
          await tx.execute(
            sql`select ${col(attempts)} as attempts from ${name} where ${col(id)} = ${rowId} for update`,
          ),
        );
        if (!row) return;
        const count = Number(row.attempts) + 1;
        const next = new Date(Date.now() + retryDelay(count, retryBaseMs));
        await tx.execute(sql`
          update ${name}
          set ${col(attempts)} = ${count}, ${col(lastError)} = ${error.slice(0, 500)},
              ${col(nextAttemptAt)} = ${next.toISOString()}::timestamptz, ${col(lockedUntil)} = null
          where ${col(id)} = ${rowId}`);
      });
    },
  };
}

/** The shared steps of one outbox table. */
export type OutboxQueue = ReturnType<typeof createOutboxQueue>;
