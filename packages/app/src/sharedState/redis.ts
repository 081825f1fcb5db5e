import { createClient } from "redis";
import { appConfig } from "../config";

export type RedisClient = ReturnType<typeof createClient>;

const CONNECT_TIMEOUT_MS = 1000;

let client: RedisClient | null | undefined;

/**
 * The app's Redis connection for the state every instance shares
 * (sessions, rate limits), or null without `REDIS_URL` — then those stores
 * live in this process (the embedded default of one instance). One
 * connection per process, opened on first use; commands while it is down
 * fail at once rather than queue, so a caller can answer without it.
 */
export function redis(): RedisClient | null {
  if (client !== undefined) return client;
  const url = appConfig().REDIS_URL;
  if (!url) {
    client = null;
    return client;
  }
  const created = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5000),
    },
  });
  let warned = false;
  created.on("error", (error: Error) => {
    if (!warned) console.warn(`[redis] unavailable: ${error.message}`);
    warned = true;
  });
  created.on("ready", () => {
    warned = false;
  });
  created.connect().catch(() => undefined);
  client = created;
  return client;
}

/** Whether Redis answers (`/readyz`); true when none is configured. */
export async function redisReachable(): Promise<boolean> {
  const connection = redis();
  if (!connection) return true;
  try {
    return (await connection.ping()) === "PONG";
  } catch {
    return false;
  }
}
