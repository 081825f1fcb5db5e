/**
 * The page number's place in a list's link and label templates. It lives outside the client
 * `PageLinks` module: a server component importing a constant from a "use client" file gets a
 * client reference, not the string.
 */
export const PAGE_PLACEHOLDER = "__PAGE__";
