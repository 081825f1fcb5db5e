/** The path the visitor asked for, before the proxy's rewrite. */
export const ORIGINAL_PATH_HEADER = "x-wire-original-path";

/** The site the proxy selected for the request. */
export const SITE_ID_HEADER = "x-wire-site-id";

/** The URL code of the locale the proxy chose (`de-ch`). */
export const LOCALE_HEADER = "x-wire-locale";

/** `bypass` when the request asked for `cache=false`. */
export const CACHE_HEADER = "x-wire-cache";

/** Present when the next-release flag is on (cache keys get the `nextRelease_` prefix). */
export const NEXT_RELEASE_HEADER = "x-wire-next-release";

/** The language of paths without a locale segment. */
export const DEFAULT_LANGUAGE = "en";

/** Marks a request the proxy has already routed (see `routingToken` in the proxy). */
export const ROUTED_HEADER = "x-wire-routed";

/** Present for test traffic (`testing=true`, kept in a cookie): no tag-manager container loads. */
export const TESTING_HEADER = "x-wire-testing";

/** Present for visual-regression captures (`screenshotTesting=true`): no floating side buttons. */
export const SCREENSHOT_HEADER = "x-wire-screenshot";
