import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from "rate-limiter-flexible";
import { appConfig } from "../config";
import { type AddressRange, clientAddress } from "../http/clientAddress";
import { logger } from "../http/logger";
import { peerAddressOf } from "../http/peerAddress";
import { processLocal } from "./processLocal";
import { type RedisClient, redis } from "./redis";

/**
 * What each limit allows per client: password gates against guessing, the
 * search against scraping. One library for every limit (rate-limiter-flexible),
 * counting in Redis when configured, so every instance counts the same
 * attempts; in this process's memory otherwise, and as the insurance when
 * Redis is unreachable.
 */
export const RATE_LIMITS = {
  /** Wrong preview or editor passwords (only failures count, see `rateLimitState`). */
  password: { points: 10, duration: 60 },
  search: { points: 600, duration: 60 },
  /** Public form submissions (issue 18): ten a minute is more than a person sends. */
  forms: { points: 10, duration: 60 },
  /**
   * Login starts (`/api/auth/login`, issue 20): each makes a login transaction and a trip to
   * the identity server; thirty a minute covers tabs and silent renewals of one office.
   */
  login: { points: 30, duration: 60 },
  /**
   * Password changes per account (issue 20): each checks the current password at the identity
   * server, so without a limit a stolen session could guess it; five in 15 minutes is plenty.
   */
  passwordChange: { points: 5, duration: 15 * 60 },
  /** CSP violation reports (issue 20): a page with a broken policy reports each load, not more. */
  cspReports: { points: 60, duration: 60 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** A limiter counting in Redis (with this process's memory as insurance), or in memory alone. */
export function createRateLimiter(
  name: RateLimitName,
  client: RedisClient | null,
): RateLimiterAbstract {
  const options = { keyPrefix: `wire:limit:${name}`, ...RATE_LIMITS[name] };
  const memory = new RateLimiterMemory(options);
  if (!client) return memory;
  return new RateLimiterRedis({
    ...options,
    storeClient: client,
    useRedisPackage: true,
    insuranceLimiter: memory,
  });
}

/** The limiter of a name, one per process (its memory counts for every route). */
async function limiter(name: RateLimitName): Promise<RateLimiterAbstract> {
  return await processLocal(`rate-limit:${name}`, async () =>
    createRateLimiter(name, await redis()),
  );
}

/** The client a request comes from (see `clientKeyOf`). */
export function clientKey(request: Request): string {
  return clientKeyOf(request.headers);
}

/**
 * The client of a request's headers, the one key of every per-client limit (route handlers pass
 * `request.headers`, server actions and pages `await headers()`): the address of the connection
 * (`peerAddressOf`), or, when that is a trusted proxy (`TRUSTED_PROXIES`), the client it names
 * in `X-Forwarded-For` (`clientAddress`). A client connecting directly cannot name another
 * address for each guess (issue 41); `X-Real-IP` counts for nothing, as nginx passes a client's
 * own one through unless told to set it. Without a stamped connection address (a request the
 * server did not parse itself) every such request shares one key, rather than trusting a header.
 */
export function clientKeyOf(
  headers: Pick<Headers, "get">,
  trusted: readonly AddressRange[] = appConfig().TRUSTED_PROXIES,
): string {
  return clientAddress(
    { peer: peerAddressOf(headers), forwardedFor: headers.get("x-forwarded-for") },
    trusted,
  );
}

/**
 * Counts one attempt of a client against a limit: allowed, or refused with
 * the seconds until it may try again (for `Retry-After`).
 */
export async function consumeRateLimit(
  name: RateLimitName,
  key: string,
  counter?: RateLimiterAbstract,
): Promise<{ allowed: true } | { allowed: false; retryAfterS: number }> {
  try {
    await (counter ?? (await limiter(name))).consume(key);
    return { allowed: true };
  } catch (result) {
    if (result instanceof RateLimiterRes) {
      return { allowed: false, retryAfterS: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) };
    }
    // The store failed and so did its insurance: let the attempt through rather than lock everyone out.
    logger.error(`[rate-limit] ${name}: ${(result as Error).message}`);
    return { allowed: true };
  }
}

/**
 * Whether a client may still try, without counting an attempt: for limits on failures (the
 * password gates count only wrong passwords, with `consumeRateLimit`, so a person who types the
 * right one is never held back by their own successes).
 */
export async function rateLimitState(
  name: RateLimitName,
  key: string,
): Promise<{ allowed: true } | { allowed: false; retryAfterS: number }> {
  try {
    const used = await (await limiter(name)).get(key);
    if (used && used.consumedPoints >= RATE_LIMITS[name].points) {
      return { allowed: false, retryAfterS: Math.max(1, Math.ceil(used.msBeforeNext / 1000)) };
    }
    return { allowed: true };
  } catch (error) {
    logger.error(`[rate-limit] ${name}: ${(error as Error).message}`);
    return { allowed: true };
  }
}

/** The answer to a refused attempt: 429 with `Retry-After` and a message a person can act on. */
export function tooManyRequests(retryAfterS: number): Response {
  return Response.json(
    { error: `Too many attempts. Please wait ${retryAfterS} seconds and try again.` },
    {
      status: 429,
      headers: { "retry-after": String(retryAfterS), "cache-control": "no-store" },
    },
  );
}
