/** The path the visitor asked for, before the proxy's locale rewrite. */
export const ORIGINAL_PATH_HEADER = "x-wire-original-path";

/** The language of paths without a locale segment. */
export const DEFAULT_LANGUAGE = "en";
