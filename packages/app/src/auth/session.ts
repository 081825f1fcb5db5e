import { TOKEN_RENEWAL_THRESHOLD_S, toAuthUser } from "@wire/domain";
import { cookies } from "next/headers";
import { cache } from "react";
import { type AppConfig, appConfig } from "../config";
import { currentLogger } from "../http/logger";
import { cookieOptions, sessionCookieName } from "./cookies";
import { type LoginResult, refreshTokens } from "./oidc";
import { seal, unseal } from "./sealedCookie";
import { type Session, type SessionStore, sessionStore } from "./sessionStore";

function store(config: AppConfig): Promise<SessionStore> {
  return sessionStore({
    idleMs: config.SESSION_IDLE_TIMEOUT_S * 1000,
    absoluteMs: config.SESSION_ABSOLUTE_TIMEOUT_S * 1000,
  });
}

/**
 * Renews the tokens when fewer than 180 s of their lifetime remain (spec
 * section 9), with the refresh token the server holds. Concurrent requests
 * share one renewal. A failed renewal ends the session once its tokens have
 * expired; the browser then falls back to the silent `prompt=none` login.
 */
async function renewIfDue(config: AppConfig, session: Session): Promise<Session | null> {
  if (session.tokens.expiresAt - Date.now() > TOKEN_RENEWAL_THRESHOLD_S * 1000) return session;
  const refreshToken = session.tokens.refreshToken;
  if (!refreshToken) {
    if (session.tokens.expiresAt > Date.now()) return session;
    await (await store(config)).delete(session.id);
    return null;
  }
  return renew(config, session, refreshToken);
}

/** How long one renewal may hold the session's refresh token, and how long others wait for it. */
const RENEWAL_CLAIM_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One renewal for all concurrent requests of every instance. Refresh tokens are single-use (the
 * identity server rotates them and revokes the whole grant when one is used twice), so only the
 * request that claims the renewal in the session store refreshes; the others wait for the
 * renewed session to appear in the store.
 */
async function renew(
  config: AppConfig,
  session: Session,
  refreshToken: string,
): Promise<Session | null> {
  const sessions = await store(config);
  const renewedElsewhere = async () => {
    const latest = await sessions.get(session.id);
    return latest && latest.tokens.refreshToken !== refreshToken ? latest : null;
  };
  if (!(await sessions.claimRenewal(session.id, RENEWAL_CLAIM_MS))) {
    for (let waited = 0; waited < RENEWAL_CLAIM_MS; waited += 100) {
      await sleep(100);
      const renewed = await renewedElsewhere();
      if (renewed) return renewed;
    }
    return session.tokens.expiresAt > Date.now() ? session : null;
  }
  try {
    // The session read at the start of this request may be stale.
    const renewed = await renewedElsewhere();
    if (renewed) return renewed;
    const result = await refreshTokens(config, refreshToken, session.tokens.idToken);
    await sessions.update(session.id, result);
    return { ...session, ...result };
  } catch (error) {
    // Tokens that are still valid stay usable until they expire: an identity server that does
    // not answer for a moment must not sign everybody out. Expired ones end the session.
    if (session.tokens.expiresAt > Date.now()) {
      (await currentLogger()).error(
        `[auth] token renewal failed, the current tokens stay: ${(error as Error).message}`,
      );
      return session;
    }
    (await currentLogger()).error(`[auth] token renewal failed: ${(error as Error).message}`);
    await sessions.delete(session.id);
    return null;
  } finally {
    await sessions.releaseRenewal(session.id);
  }
}

/**
 * The signed-in user's session, renewed if due, or null. Works in server
 * components (once per request, through React's cache) and route handlers.
 */
export const currentSession = cache(async (): Promise<Session | null> => {
  const config = appConfig();
  const jar = await cookies();
  const sealed = await unseal<{ sid: string }>(
    jar.get(sessionCookieName(config))?.value,
    config.SESSION_SECRET,
  );
  if (!sealed) return null;
  const session = await (await store(config)).get(sealed.sid).catch(async (error: Error) => {
    (await currentLogger()).error(`[auth] session store unavailable: ${error.message}`);
    return undefined;
  });
  return session ? renewIfDue(config, session) : null;
});

/** The user of a session as the portal shows it (spec section 3, "Auth user"). */
export function sessionUser(session: Session) {
  return toAuthUser(session.claims, appConfig().ROLE_PREFIX);
}

/**
 * Starts a new session after a login — always a new id, so a session id
 * seen before login is worthless after it — and sets its cookie. Route handlers only.
 */
export async function startSession(result: LoginResult): Promise<Session> {
  const config = appConfig();
  const jar = await cookies();
  const previous = await unseal<{ sid: string }>(
    jar.get(sessionCookieName(config))?.value,
    config.SESSION_SECRET,
  );
  if (previous) await (await store(config)).delete(previous.sid);
  const session = await (await store(config)).create(result);
  jar.set(
    sessionCookieName(config),
    await seal({ sid: session.id }, config.SESSION_SECRET, config.SESSION_ABSOLUTE_TIMEOUT_S),
    cookieOptions(config, config.SESSION_ABSOLUTE_TIMEOUT_S),
  );
  return session;
}

/** Ends the session on the server and clears its cookie. Route handlers only. */
export async function endSession(session: Session | null): Promise<void> {
  const config = appConfig();
  if (session) await (await store(config)).delete(session.id);
  (await cookies()).set(sessionCookieName(config), "", cookieOptions(config, 0));
}
