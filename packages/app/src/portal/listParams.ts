import { withoutControlCharacters } from "@wire/domain";

/**
 * Reading a portal list's state from its URL (filters, search, page), shared
 * by the ticket list, the inventory and WIRE Flow. Anything malformed falls
 * back to "no filter", so a hand-edited or old link still opens the list.
 */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The filter selects' "no filter" option: a GET form submits it like any other value. */
export const NO_FILTER = "all";

const ID = /^[A-Za-z0-9-]{1,80}$/;

/** A parameter's first value, trimmed ("" when absent). */
export const firstParam = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? "";

/** Longest search term a list sends on: longer ones are cut. */
export const MAX_SEARCH_TERM = 100;

/**
 * A list's search term: the first value, control characters as spaces (a NUL, which no stored
 * text holds, made the services refuse the search and the list say it was unavailable), trimmed
 * and cut to `MAX_SEARCH_TERM`.
 *
 * @example searchTermParam("crimp\u0000 ") // "crimp"
 */
export const searchTermParam = (value: string | string[] | undefined): string =>
  withoutControlCharacters(firstParam(value)).trim().slice(0, MAX_SEARCH_TERM);

/** The value when it is one of `list`, else "". */
export const oneOf = <T extends string>(value: string, list: readonly T[]): T | "" =>
  (list as readonly string[]).includes(value) ? (value as T) : "";

/** An object id (location, machine, model), or "" for "all" and anything that is no id. */
export const idParam = (value: string): string =>
  value !== NO_FILTER && ID.test(value) ? value : "";

/** A page number from 1 to `max`; 1 for anything else. */
export const pageParam = (value: string, max: number): number => {
  const page = Number.parseInt(value, 10);
  return Number.isFinite(page) && page > 0 ? Math.min(page, max) : 1;
};

/** The list's URL for a state: empty values and page 1 left out, so equal states share one URL. */
export function listUrl(path: string, query: Record<string, string | number>): string {
  const params = new URLSearchParams(
    Object.entries(query)
      .filter(([key, value]) => value !== "" && !(key === "page" && String(value) === "1"))
      .map(([key, value]) => [key, String(value)]),
  );
  return `${path}${params.size ? `?${params}` : ""}`;
}

/**
 * Whether a request's parameters are exactly the list URL's, whatever their order. A filter
 * form submits every field, "all" and defaults included; the page redirects to the short URL
 * so that equal lists share one address for bookmarks, sharing and back.
 */
export function isCanonical(search: SearchParams, url: string): boolean {
  const given = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      given.append(key, one);
    }
  }
  const canonical = new URLSearchParams(url.split("?")[1] ?? "");
  given.sort();
  canonical.sort();
  return given.toString() === canonical.toString();
}
