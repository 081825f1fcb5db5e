import { COOKIE_NAMES } from "./constants.ts";

/** Anything with `get(name)`, such as `URLSearchParams`, or a plain record. */
export type QueryInput =
  | { get(name: string): string | null }
  | Readonly<Record<string, string | readonly string[] | undefined>>;

/** A cookie to set, same-site lax (spec §4). */
export interface CookieToSet {
  readonly name: string;
  readonly value: string;
  readonly sameSite: "lax";
}

/**
 * The longest `direct` value kept whole. Page ids are far shorter (the longest seeded one has 27
 * characters); a longer value is cut to one character past this, so it still finds no page,
 * while the route it is carried in (a rewrite header, bounded by every proxy in front) stays
 * small: 5 000 characters made a 15 kB header that Node's and nginx's limits refuse.
 */
export const MAX_DIRECT_LENGTH = 100;

/** Request flags from the query and cookies (spec §2, §4). */
export interface QueryFlags {
  readonly nextRelease: boolean;
  readonly testing: boolean;
  readonly screenshotTesting: boolean;
  /** `bypass` for `cache=false`, `clear` for `cache=clear`. */
  readonly cache: "default" | "bypass" | "clear";
  /** Page id for direct lookup, or null. */
  readonly direct: string | null;
  readonly setCookies: readonly CookieToSet[];
  readonly clearCookies: readonly string[];
}

function read(params: QueryInput, name: string): string | null {
  if (typeof params.get === "function")
    return (params as { get(n: string): string | null }).get(name);
  const value = (params as Record<string, string | readonly string[] | undefined>)[name];
  if (value === undefined) return null;
  return typeof value === "string" ? value : (value[0] ?? null);
}

/**
 * Reads the query flags (spec §2, §4). `nextRelease`: any value but `false` turns it on and sets
 * the `uapp_is-next-release` cookie; `false` turns it off and clears the cookie; absent, the cookie
 * (`"true"`) decides. `testing=true` turns testing on and persists it in the testing cookie,
 * `testing=false` clears it; absent, the cookie decides. `screenshotTesting=true`. `cache=false`
 * → `bypass`, `cache=clear` → `clear`. `direct` is the page id (empty → null; see
 * `MAX_DIRECT_LENGTH` for an over-long one).
 *
 * @example
 * parseQueryFlags(new URLSearchParams("nextRelease=true&cache=false"), {});
 * // => { nextRelease: true, cache: "bypass", setCookies: [{ name: "uapp_is-next-release", value: "true", sameSite: "lax" }], … }
 */
export function parseQueryFlags(
  searchParams: QueryInput,
  cookies: Readonly<Record<string, string | undefined>>,
): QueryFlags {
  const setCookies: CookieToSet[] = [];
  const clearCookies: string[] = [];

  const persisted = (query: string | null, cookie: string, on: (v: string) => boolean) => {
    if (query === null) return cookies[cookie] === "true";
    if (query === "false") {
      clearCookies.push(cookie);
      return false;
    }
    if (!on(query)) return cookies[cookie] === "true";
    setCookies.push({ name: cookie, value: "true", sameSite: "lax" });
    return true;
  };

  const nextRelease = persisted(
    read(searchParams, "nextRelease"),
    COOKIE_NAMES.nextRelease,
    () => true,
  );
  const testing = persisted(
    read(searchParams, "testing"),
    COOKIE_NAMES.testing,
    (v) => v === "true",
  );
  const cacheParam = read(searchParams, "cache");
  return {
    nextRelease,
    testing,
    screenshotTesting: read(searchParams, "screenshotTesting") === "true",
    cache: cacheParam === "false" ? "bypass" : cacheParam === "clear" ? "clear" : "default",
    direct: read(searchParams, "direct")?.slice(0, MAX_DIRECT_LENGTH + 1) || null,
    setCookies,
    clearCookies,
  };
}
