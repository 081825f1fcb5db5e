import { and, desc, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../db/connect";
import { loginFailures } from "../db/schema";

/**
 * How many failed sign-ins are let through before the login is refused for a while (OWASP ASVS
 * 2.2.1, where the spec is silent). An account (its e-mail address, known or not, so the lock
 * tells nothing of which addresses exist) gets 5 failures in 15 minutes; one IP address gets 20
 * in 15 minutes, enough for a few people behind one router mistyping, few for a guesser going
 * through many accounts. A key with that many failures in the window is locked until the oldest
 * of them leaves it, 15 minutes at most; attempts while locked check no password and are not
 * counted, so nobody can keep an account locked for longer than the window by hammering it.
 */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAccount: 5,
  perIp: 20,
  windowS: 15 * 60,
};

export interface LoginLimits {
  /** Failures per e-mail address within the window before it is locked. */
  perAccount: number;
  /** Failures per client IP address within the window before it is locked. */
  perIp: number;
  windowS: number;
}

export type LoginVerdict = { allowed: true } | { allowed: false; retryAfterS: number };

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

/**
 * The identity server's brute-force guard. Its store is the services' database (PGlite or
 * PostgreSQL), so every instance on it counts the same failures. Two concurrent guesses may both
 * pass the check before either is recorded: a burst can overshoot a limit by the number of
 * requests in flight, not more.
 */
export function createLoginThrottle(
  db: Database,
  limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
  now: () => Date = () => new Date(),
) {
  const windowMs = limits.windowS * 1000;

  /** When `key` is free again, or null when it has fewer than `limit` failures in the window. */
  async function lockedUntil(key: string, limit: number): Promise<Date | null> {
    const [nth] = await db
      .select({ failedAt: loginFailures.failedAt })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.key, key),
          gt(loginFailures.failedAt, new Date(now().getTime() - windowMs)),
        ),
      )
      .orderBy(desc(loginFailures.failedAt))
      .offset(limit - 1)
      .limit(1);
    return nth ? new Date(nth.failedAt.getTime() + windowMs) : null;
  }

  return {
    limits,
    /** Whether a sign-in for `email` from `ip` may be tried now. */
    async check(email: string, ip: string): Promise<LoginVerdict> {
      const until = [
        await lockedUntil(accountKey(email), limits.perAccount),
        await lockedUntil(ipKey(ip), limits.perIp),
      ].filter((date): date is Date => date !== null);
      if (until.length === 0) return { allowed: true };
      const latest = Math.max(...until.map((date) => date.getTime()));
      return {
        allowed: false,
        retryAfterS: Math.max(1, Math.ceil((latest - now().getTime()) / 1000)),
      };
    },
    /** Counts a wrong password (or unknown address) against the account and the IP address. */
    async recordFailure(email: string, ip: string): Promise<void> {
      const failedAt = now();
      await db.insert(loginFailures).values([
        { key: accountKey(email), failedAt },
        { key: ipKey(ip), failedAt },
      ]);
      await db
        .delete(loginFailures)
        .where(lt(loginFailures.failedAt, new Date(failedAt.getTime() - windowMs)));
    },
    /** A successful sign-in clears the account's failures (not the IP address's). */
    async recordSuccess(email: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, accountKey(email)));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
