import { randomBytes } from "node:crypto";

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
 * Server-side sessions (the backend-for-frontend pattern of the OAuth 2.0 for
 * Browser-Based Applications BCP): tokens stay here, the browser holds only
 * an encrypted cookie with the session id. Kept in this process's memory —
 * one `next start` process serves the site here; a multi-instance
 * deployment would put the same interface on Redis. A restart ends the
 * sessions, and the silent `prompt=none` login restores them while the
 * identity server's own session lives.
 */
export class SessionStore {
  private readonly sessions = new Map<string, Session>();

  constructor(private readonly timeouts: SessionTimeouts) {}

  /** A new session with a fresh, unguessable id (a new id on every login). */
  create(data: Pick<Session, "tokens" | "claims">, now = Date.now()): Session {
    this.sweep(now);
    const session = {
      id: randomBytes(32).toString("base64url"),
      createdAt: now,
      lastSeenAt: now,
      ...data,
    };
    this.sessions.set(session.id, session);
    return session;
  }

  /** The live session with this id, marked as used now; expired ones are removed. */
  get(id: string, now = Date.now()): Session | undefined {
    const session = this.sessions.get(id);
    if (!session) return undefined;
    if (this.isExpired(session, now)) {
      this.sessions.delete(id);
      return undefined;
    }
    session.lastSeenAt = now;
    return session;
  }

  update(id: string, change: Partial<Pick<Session, "tokens" | "claims">>): void {
    const session = this.sessions.get(id);
    if (session) Object.assign(session, change);
  }

  delete(id: string): void {
    this.sessions.delete(id);
  }

  /** Unused longer than the idle timeout, or older than the absolute one. */
  private isExpired(session: Session, now: number): boolean {
    return (
      now - session.lastSeenAt > this.timeouts.idleMs ||
      now - session.createdAt > this.timeouts.absoluteMs
    );
  }

  private sweep(now: number) {
    for (const [id, session] of this.sessions) {
      if (this.isExpired(session, now)) this.sessions.delete(id);
    }
  }
}

const globalKey = Symbol.for("wire.sessionStore");

/**
 * The process-wide store. Kept on globalThis because Next bundles route
 * handlers, pages and the proxy separately; they must share one map.
 */
export function sessionStore(timeouts: SessionTimeouts): SessionStore {
  const holder = globalThis as unknown as Record<symbol, SessionStore | undefined>;
  holder[globalKey] ??= new SessionStore(timeouts);
  return holder[globalKey];
}
