import { randomBytes } from "node:crypto";
import { LRUCache } from "lru-cache";
import { processLocal } from "../sharedState/processLocal";
import { type RedisClient, redis } from "../sharedState/redis";

/** What the server keeps for a signed-in browser. Nothing of it is sent to the browser. */
export interface Session {
  id: string;
  createdAt: number;
  lastSeenAt: number;
  tokens: {
    accessToken: string;
    idToken: string;
    refreshToken?: string;
    /** When the access token expires, in ms since the epoch. */
    expiresAt: number;
  };
  /** User-info claims of the signed-in user. */
  claims: Record<string, unknown>;
}

export interface SessionTimeouts {
  idleMs: number;
  absoluteMs: number;
}

/**
 * Server-side sessions (the backend-for-frontend pattern of the OAuth 2.0
 * for Browser-Based Applications BCP): tokens stay here, the browser holds
 * only an encrypted cookie with the session id. A new id on every login; a
 * session ends when unused for the idle timeout or older than the absolute
 * one.
 */
export interface SessionStore {
  create(data: Pick<Session, "tokens" | "claims">, now?: number): Promise<Session>;
  /** The live session with this id, marked as used now; expired ones are removed. */
  get(id: string, now?: number): Promise<Session | undefined>;
  update(id: string, change: Partial<Pick<Session, "tokens" | "claims">>): Promise<void>;
  delete(id: string): Promise<void>;
  /**
   * Claims the renewal of a session's tokens for `ms`: true for the one request (of any
   * instance) that may use the single-use refresh token, false while another holds it.
   */
  claimRenewal(id: string, ms: number, now?: number): Promise<boolean>;
  /** Gives a claimed renewal up once the renewed tokens are stored. */
  releaseRenewal(id: string): Promise<void>;
}

const newSession = (data: Pick<Session, "tokens" | "claims">, now: number): Session => ({
  id: randomBytes(32).toString("base64url"),
  createdAt: now,
  lastSeenAt: now,
  ...data,
});

/** How long a session may still live unused: the idle timeout, capped by the absolute one. */
function remainingMs(session: Session, timeouts: SessionTimeouts, now: number): number {
  return Math.min(
    timeouts.idleMs - (now - session.lastSeenAt),
    timeouts.absoluteMs - (now - session.createdAt),
  );
}

/** Sessions in this process's memory: the embedded default of one instance. */
export function memorySessionStore(timeouts: SessionTimeouts): SessionStore {
  // Bounded so a flood of logins cannot exhaust memory; the oldest unused go first.
  const sessions = new LRUCache<string, Session>({ max: 50_000 });
  const renewals = new Map<string, number>();
  return {
    async create(data, now = Date.now()) {
      const session = newSession(data, now);
      sessions.set(session.id, session);
      return session;
    },
    async get(id, now = Date.now()) {
      const session = sessions.get(id);
      if (!session) return undefined;
      if (remainingMs(session, timeouts, now) < 0) {
        sessions.delete(id);
        return undefined;
      }
      session.lastSeenAt = now;
      return session;
    },
    async update(id, change) {
      const session = sessions.get(id);
      if (session) Object.assign(session, change);
    },
    async delete(id) {
      sessions.delete(id);
    },
    async claimRenewal(id, ms, now = Date.now()) {
      if ((renewals.get(id) ?? 0) > now) return false;
      renewals.set(id, now + ms);
      return true;
    },
    async releaseRenewal(id) {
      renewals.delete(id);
    },
  };
}

/**
 * Sessions in Redis, shared by every instance and kept across restarts:
 * one key per session that expires with it (`PX` is the time it may still
 * live), renewed on each use.
 */
export function redisSessionStore(client: RedisClient, timeouts: SessionTimeouts): SessionStore {
  const key = (id: string) => `wire:session:${id}`;
  const save = async (session: Session, now: number) => {
    const ttl = remainingMs(session, timeouts, now);
    if (ttl <= 0) await client.del(key(session.id));
    else await client.set(key(session.id), JSON.stringify(session), { PX: ttl });
  };
  return {
    async create(data, now = Date.now()) {
      const session = newSession(data, now);
      await save(session, now);
      return session;
    },
    async get(id, now = Date.now()) {
      const stored = await client.get(key(id));
      if (!stored) return undefined;
      const session = JSON.parse(stored) as Session;
      if (remainingMs(session, timeouts, now) < 0) {
        await client.del(key(id));
        return undefined;
      }
      session.lastSeenAt = now;
      await save(session, now);
      return session;
    },
    async update(id, change) {
      const stored = await client.get(key(id));
      if (!stored) return;
      const session = JSON.parse(stored) as Session;
      await save({ ...session, ...change }, Date.now());
    },
    async delete(id) {
      await client.del(key(id));
    },
    async claimRenewal(id, ms) {
      return (await client.set(`wire:session-renewal:${id}`, "1", { NX: true, PX: ms })) === "OK";
    },
    async releaseRenewal(id) {
      await client.del(`wire:session-renewal:${id}`);
    },
  };
}

let store: Promise<SessionStore> | undefined;

/**
 * The app's session store: Redis when `REDIS_URL` is set, else this
 * process's memory (one store for every route of the process).
 */
export function sessionStore(timeouts: SessionTimeouts): Promise<SessionStore> {
  store ??= (async () => {
    const client = await redis();
    if (client) return redisSessionStore(client, timeouts);
    return processLocal("sessions", () => memorySessionStore(timeouts));
  })();
  return store;
}
