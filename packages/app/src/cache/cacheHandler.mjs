/**
 * Next's cache handler (`cacheHandler` in next.config.ts): the data cache of
 * `unstable_cache` getters and the rendered public pages (ISR) of every
 * instance. Loaded by Next's server with Node's own module loader, so this
 * module is one per process, shared by the proxy and every route.
 *
 * Built on @fortedigital/nextjs-cache-handler 3.3 (the maintained successor
 * of @neshca/cache-handler, for Next 16's incremental-cache interface: ISR,
 * `unstable_cache`, `revalidateTag(tag, profile)`; its README lists
 * `'use cache'` handlers as not yet supported, which is why the getters use
 * `unstable_cache`):
 * - an in-process LRU of at most 400 entries (spec §9) in front, on
 *   lru-cache (`createNearTier`: the library's own local tier sized every
 *   entry with `JSON.stringify`, see `approximateSize`);
 * - with `REDIS_URL`, Redis behind it, shared by every instance; a read that
 *   misses the LRU asks Redis and keeps the answer;
 * - Redis unreachable (connect timeout, a command timing out): the LRU keeps
 *   serving what it has and new renders are kept there only;
 * - a revalidated tag is dropped from this process's LRU, from Redis, and,
 *   through Redis pub/sub, from the LRUs of the other instances;
 * - a rendered page is stored with the script policy of its HTML (`cachedPageScripts.mjs`).
 *
 * Configuration comes from the environment because Next loads this file
 * outside the app's bundle (see config.ts for the same variables):
 * `REDIS_URL`, `REDIS_KEY_PREFIX` (default `wire:`).
 */
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { LRUCache } from "lru-cache";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
// The prefix of a page's implicit (path) tags; Next exports it from here only.
import { NEXT_CACHE_IMPLICIT_TAG_ID } from "next/dist/lib/constants.js";
import { createClient } from "redis";
import { lacksCachedPageScriptPolicy, withCachedPageScriptPolicy } from "./cachedPageScripts.mjs";

const MAX_ENTRIES = 400;
/** The near tier's bound in bytes besides its 400 entries (the library's own default). */
const MAX_BYTES = 100 * 1024 * 1024;
const CONNECT_TIMEOUT_MS = 1000;
const COMMAND_TIMEOUT_MS = 500;
const prefix = process.env.REDIS_KEY_PREFIX ?? "wire:";
const channel = `${prefix}revalidated-tags`;

/**
 * About how many bytes an entry holds: its page's HTML and RSC data, a
 * route's body or a data entry's JSON, and a little for the rest. Counted
 * from the lengths alone: the library's own tier measured each entry with
 * `JSON.stringify`, which turns a page's RSC buffer into an array of
 * numbers, about a tenth of the app's CPU in rendering uncached pages.
 */
export function approximateSize(entry) {
  const value = entry?.value ?? {};
  let size = 1024;
  if (typeof value.html === "string") size += value.html.length;
  if (value.rscData) size += value.rscData.byteLength ?? 0;
  if (value.segmentData instanceof Map) {
    for (const segment of value.segmentData.values()) size += segment?.byteLength ?? 0;
  }
  if (value.body) size += value.body.byteLength ?? String(value.body).length;
  if (typeof value.data?.body === "string") size += value.data.body.length;
  return size;
}

/**
 * The in-process tier: Next's entries by key in an LRU of 400 (spec §9),
 * with the library's local tier's rules: an entry is gone once a tag it
 * carries is revalidated, or an implicit (path) tag of its page was
 * revalidated after it was kept.
 */
export function createNearTier() {
  const entries = new LRUCache({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    sizeCalculation: approximateSize,
  });
  const pathsRevalidatedAt = new Map();
  return {
    name: "near",
    async get(key, meta) {
      const entry = entries.get(key);
      if (!entry) return null;
      for (const tag of meta?.implicitTags ?? []) {
        if ((pathsRevalidatedAt.get(tag) ?? 0) > entry.lastModified) {
          entries.delete(key);
          return null;
        }
      }
      return entry;
    },
    async set(key, entry, ctx) {
      if (ctx?.setOnlyIfNotExists && entries.has(key)) return;
      entries.set(key, entry);
    },
    async revalidateTag(tag) {
      for (const [key, entry] of entries.entries()) {
        if (entry.tags?.includes(tag)) entries.delete(key);
      }
      if (tag.startsWith(NEXT_CACHE_IMPLICIT_TAG_ID)) pathsRevalidatedAt.set(tag, Date.now());
    },
    async delete(key) {
      entries.delete(key);
    },
  };
}

/**
 * The shared tier on Redis, and a subscription that drops tags another
 * instance revalidated from this instance's near tier. Connecting runs in
 * the background: the site starts, and serves, without Redis.
 */
export function connectSharedTier(url, near) {
  const options = {
    url,
    // A command while disconnected fails at once instead of queueing: the LRU answers instead.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5000),
    },
  };
  const client = createClient(options);
  const subscriber = createClient(options);
  let warned = false;
  const onError = (error) => {
    if (!warned) console.warn(`[cache] Redis unavailable, serving from memory: ${error.message}`);
    warned = true;
  };
  client.on("error", onError).on("ready", () => {
    if (warned) console.info("[cache] Redis reachable again");
    warned = false;
  });
  subscriber.on("error", onError);
  client.connect().catch(onError);
  subscriber
    .connect()
    .then(() =>
      subscriber.subscribe(channel, (tag) => {
        near.revalidateTag(tag);
      }),
    )
    .catch(onError);
  return {
    client,
    subscriber,
    handler: createRedisHandler({ client, keyPrefix: prefix, timeoutMs: COMMAND_TIMEOUT_MS }),
  };
}

/** The two tiers as one handler of the fortedigital interface; `shared` may be null. */
export function tiered(near, shared) {
  const quietly = (promise) =>
    promise.catch((error) => {
      if (process.env.NEXT_PRIVATE_DEBUG_CACHE) console.warn(`[cache] Redis: ${error.message}`);
      return null;
    });
  return {
    name: shared ? "lru+redis" : "lru",
    async get(key, meta) {
      const hit = await near.get(key, meta);
      if (hit || !shared) return hit;
      const far = await quietly(shared.handler.get(key, meta));
      if (far) await near.set(key, far);
      return far;
    },
    async set(key, value, ctx) {
      await near.set(key, value, ctx);
      if (shared) await quietly(shared.handler.set(key, value, ctx));
    },
    async revalidateTag(tag) {
      await near.revalidateTag(tag);
      if (!shared) return;
      await quietly(shared.handler.revalidateTag(tag));
      await quietly(shared.client.publish(channel, tag));
    },
    async delete(key) {
      await near.delete(key);
      if (shared) await quietly(shared.handler.delete(key));
    },
  };
}

/**
 * The library's handler, with every kept page given the script policy of its own HTML when it is
 * stored (and when one stored before that policy existed is read): see `cachedPageScripts.mjs`.
 */
class PageCacheHandler extends CacheHandler {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    if (lacksCachedPageScriptPolicy(entry?.value)) withCachedPageScriptPolicy(entry.value);
    return entry;
  }

  async set(key, value, ctx) {
    withCachedPageScriptPolicy(value);
    return super.set(key, value, ctx);
  }
}

let handlers;

CacheHandler.onCreation(() => {
  if (!handlers) {
    const near = createNearTier();
    const url = process.env.REDIS_URL;
    // `next build` renders no page for later: it needs no shared tier.
    const building = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
    const shared = url && !building ? connectSharedTier(url, near) : null;
    handlers = { handlers: [tiered(near, shared)] };
  }
  return handlers;
});

export default PageCacheHandler;
