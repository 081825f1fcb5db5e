/** The path the visitor asked for, before the proxy's rewrite. */
export const ORIGINAL_PATH_HEADER = "x-wire-original-path";

/** The site the proxy selected for the request. */
export const SITE_ID_HEADER = "x-wire-site-id";

/** `bypass` when the request asked for `cache=false`. */
export const CACHE_HEADER = "x-wire-cache";

/** Present when the next-release flag is on (cache keys get the `nextRelease_` prefix). */
export const NEXT_RELEASE_HEADER = "x-wire-next-release";

/** The language of paths without a locale segment. */
export const DEFAULT_LANGUAGE = "en";
