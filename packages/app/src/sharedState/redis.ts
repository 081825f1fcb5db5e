import { createClient } from "redis";
import { appConfig } from "../config";
import { logger } from "../http/logger";

export type RedisClient = ReturnType<typeof createClient>;

const CONNECT_TIMEOUT_MS = 1000;

let client: Promise<RedisClient | null> | undefined;

/**
 * The app's Redis connection for the state every instance shares
 * (sessions, rate limits), or null without `REDIS_URL` — then those stores
 * live in this process (the embedded default of one instance). Opened on
 * first use, which waits for it at most the connect timeout; commands while
 * it is down fail at once rather than queue, so a caller can answer without it.
 */
export function redis(): Promise<RedisClient | null> {
  client ??= connect(appConfig().REDIS_URL);
  return client;
}

async function connect(url: string | undefined): Promise<RedisClient | null> {
  if (!url) return null;
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
    if (!warned) logger.warn(`[redis] unavailable: ${error.message}`);
    warned = true;
  });
  created.on("ready", () => {
    warned = false;
  });
  const connected = created.connect().catch(() => undefined);
  const timeout = new Promise((resolve) => setTimeout(resolve, CONNECT_TIMEOUT_MS).unref());
  await Promise.race([connected, timeout]);
  return created;
}

/** Whether Redis answers (`/readyz`); true when none is configured. */
export async function redisReachable(): Promise<boolean> {
  const connection = await redis();
  if (!connection) return true;
  try {
    return (await connection.ping()) === "PONG";
  } catch {
    return false;
  }
}
