import { CACHE_TTL_MS, cacheKey } from "@wire/domain";
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { loadOnce } from "./loadOnce";

/**
 * How a render reads cached data (spec §4, §9): with the next-release flag
 * its entries are kept apart (keys prefixed `nextRelease_`); `fresh`
 * (`cache=false` from an editor or on a preview host) reads past the cache.
 * One frozen object per combination, so React's per-request `cache` can
 * de-duplicate calls that pass it.
 */
export interface CacheMode {
  readonly nextRelease: boolean;
  readonly fresh: boolean;
}

const MODES = [false, true].flatMap((nextRelease) =>
  [false, true].map((fresh) => Object.freeze({ nextRelease, fresh })),
);

/** The one `CacheMode` object for these flags. */
export function cacheMode(flags: { nextRelease: boolean; fresh: boolean }): CacheMode {
  return MODES[(flags.nextRelease ? 2 : 0) + (flags.fresh ? 1 : 0)] as CacheMode;
}

/** Plain reads: the cached entries of the current release. */
export const PLAIN: CacheMode = cacheMode({ nextRelease: false, fresh: false });

/** The tags of each data source: `cache=clear` and a published change revalidate them. */
export const CACHE_TAGS = { content: "content", products: "products" } as const;

/** Every tag the site caches under. */
export const ALL_CACHE_TAGS = Object.values(CACHE_TAGS);

/** Spec §9: entries live 30 minutes, then are served stale while one request reloads them. */
export const CACHE_LIFETIME_S = CACHE_TTL_MS / 1000;

/**
 * A getter whose results Next keeps in its data cache (the shared cache
 * handler: Redis when configured), keyed by its name and arguments and
 * tagged with its source, and which React de-duplicates within one render;
 * on a miss, the renders of this process running at that moment share one
 * load (`loadOnce`, spec §9's lock).
 *
 * @example
 * const getPage = cachedGetter("page", CACHE_TAGS.content, (id: string) => client.page(id));
 * await getPage(PLAIN, "home");
 */
export function cachedGetter<A extends readonly unknown[], T>(
  name: string,
  tag: string,
  load: (...args: A) => Promise<T>,
): (mode: CacheMode, ...args: A) => Promise<T> {
  return cache((mode: CacheMode, ...args: A) => {
    if (mode.fresh || !insideNext()) return load(...args);
    const keyParts = [cacheKey(name, mode.nextRelease), ...args.map(String)];
    return unstable_cache(
      // A miss or a stale entry: concurrent renders of this process share one load.
      () => loadOnce(JSON.stringify(keyParts), () => load(...args)),
      keyParts,
      {
        tags: [tag],
        revalidate: CACHE_LIFETIME_S,
      },
    )();
  });
}

/**
 * Whether Next's server runs this code (its data cache exists): scripts and
 * unit tests of route handlers call the getters outside it, uncached.
 */
function insideNext(): boolean {
  return process.env.NEXT_RUNTIME !== undefined;
}
