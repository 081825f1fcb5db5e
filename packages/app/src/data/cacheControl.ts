import { parseQueryFlags, type QueryFlags } from "@wire/domain";
import { revalidatePath, revalidateTag } from "next/cache";
import { editorCookieName, hasEditorAccess } from "../auth/editorAccess";
import { type AppConfig, appConfig } from "../config";
import { logger } from "../http/logger";
import type { RequestFacts } from "../http/requestFacts";
import { isPreviewHost } from "../preview/previewAccess";
import { ALL_CACHE_TAGS, type CacheMode, cacheMode } from "./cache";

export { type RequestFacts, requestFacts } from "../http/requestFacts";

/**
 * Whether a request may use `cache=false` and `cache=clear` (spec §4): an
 * editor (the editor cookie) or anyone on a preview host. For everyone
 * else the flags are ignored: an anonymous `cache=false` would make every
 * such request render from the services, `cache=clear` empty the cache
 * for all.
 */
export async function mayControlCache(
  facts: RequestFacts,
  config: AppConfig = appConfig(),
): Promise<boolean> {
  if (isPreviewHost(facts.host, config)) return true;
  return hasEditorAccess(facts.cookies[editorCookieName(config)], config);
}

/**
 * A request's query flags (spec §4), the cache mode they give, and whether
 * it asked to clear the cache — the cache flags of visitors who may not use
 * them ignored.
 */
export async function requestCacheMode(
  searchParams: URLSearchParams,
  facts: RequestFacts,
): Promise<{ flags: QueryFlags; mode: CacheMode; clear: boolean }> {
  const flags = parseQueryFlags(searchParams, facts.cookies);
  const allowed = flags.cache !== "default" && (await mayControlCache(facts));
  return {
    flags,
    mode: cacheMode({ nextRelease: flags.nextRelease, fresh: allowed && flags.cache === "bypass" }),
    clear: allowed && flags.cache === "clear",
  };
}

/**
 * Expires every entry under these tags, and every kept page (they all show
 * the site's navigation), on every instance at once: the cache handler
 * drops them from Redis and tells the other instances, so the next request
 * renders from the services. Route handlers only.
 */
export function revalidateTags(tags: readonly string[] = ALL_CACHE_TAGS): void {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  // Kept pages carry Next's implicit path tags, not the data's: renew them by the root layout.
  revalidatePath("/", "layout");
}

/**
 * `cache=clear` seen by the proxy: every tag is revalidated on every
 * instance. Next allows revalidating in route handlers only, so the proxy
 * asks the site's own endpoint (`/api/revalidate`), with the shared secret.
 */
export async function revalidateThroughEndpoint(): Promise<void> {
  const config = appConfig();
  try {
    const response = await fetch(new URL("/api/revalidate", config.APP_INTERNAL_URL), {
      method: "POST",
      headers: { authorization: `Bearer ${config.REVALIDATE_SECRET}` },
      signal: AbortSignal.timeout(5000),
      cache: "no-store",
    });
    if (!response.ok) throw new Error(`the site answered ${response.status}`);
  } catch (error) {
    logger.error(`[cache] cache=clear failed: ${(error as Error).message}`);
  }
}
