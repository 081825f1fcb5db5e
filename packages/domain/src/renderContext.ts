/**
 * What a rendered page depends on besides its locale and path: the site the
 * proxy selected and the request flags that change the answer (spec §2, §4).
 * The proxy encodes it into the first segment of the route it rewrites to
 * (`/{context}/{locale}/{…slug}`), so a page reads it from its params and
 * two requests with the same context and path get the same HTML — which is
 * what lets Next and any HTTP cache keep the page.
 */
export interface RenderContext {
  readonly siteId: string;
  /** The next-release flag: cached data keeps its own `nextRelease_` entries (spec §9). */
  readonly nextRelease: boolean;
  /** Test traffic: no tag-manager container. */
  readonly testing: boolean;
  /** Visual-regression captures: no floating side buttons. */
  readonly screenshotTesting: boolean;
  /** Read past every cache (`cache=false` from an editor or on a preview host). */
  readonly fresh: boolean;
  /** The visitor's path had no locale segment (the 404 names the path as asked). */
  readonly implicitLocale: boolean;
  /** A listing's page number, from 2 (page 1 is the plain context). */
  readonly page: number | null;
  /** A page looked up by id (`direct`). */
  readonly direct: string | null;
  /** A search query (the search page's `q`). */
  readonly query: string | null;
  /** A list's filters from the query, by name (`LIST_FILTER_PARAMS`); empty for none. */
  readonly filters: Readonly<Partial<Record<ListFilterParam, string>>>;
}

/**
 * Query parameters that filter a list on a public page: the locations list's country and
 * service, the search results' type (`SEARCH_KINDS`).
 */
export const LIST_FILTER_PARAMS = ["country", "service", "type"] as const;

export type ListFilterParam = (typeof LIST_FILTER_PARAMS)[number];

/** A select's no-filter option ("all") and a blank value filter nothing. */
const NO_FILTER = "all";
const MAX_FILTER_LENGTH = 60;

const FLAGS = {
  n: "nextRelease",
  t: "testing",
  s: "screenshotTesting",
  f: "fresh",
  i: "implicitLocale",
} as const;
const SEPARATOR = "~";
const MAX_QUERY_LENGTH = 200;
const MAX_PAGE = 1000;

/** A text as the hex digits of its UTF-8 bytes: safe in a path segment, with no separator in it. */
const toHex = (text: string) =>
  encodeURIComponent(text).replace(/%([0-9A-F]{2})|[\s\S]/g, (whole, byte?: string) =>
    byte ? byte.toLowerCase() : whole.charCodeAt(0).toString(16).padStart(2, "0"),
  );

function fromHex(hex: string): string | null {
  if (!/^(?:[0-9a-f]{2})+$/.test(hex)) return null;
  try {
    return decodeURIComponent(hex.replace(/../g, "%$&"));
  } catch {
    return null;
  }
}

/** The context of a plain request of a site: no flags, no query. */
export function plainRenderContext(siteId: string): RenderContext {
  return {
    siteId,
    nextRelease: false,
    testing: false,
    screenshotTesting: false,
    fresh: false,
    implicitLocale: false,
    page: null,
    direct: null,
    query: null,
    filters: {},
  };
}

/**
 * A list's filters from a request's query: the known names with a value,
 * without the "all" option, cut to 60 characters.
 *
 * @example
 * listFilters(new URLSearchParams("country=DE&service=all&x=1")); // => { country: "DE" }
 */
export function listFilters(params: {
  get(name: string): string | null;
}): RenderContext["filters"] {
  const filters: Partial<Record<ListFilterParam, string>> = {};
  for (const name of LIST_FILTER_PARAMS) {
    const value = params.get(name)?.trim().slice(0, MAX_FILTER_LENGTH);
    if (value && value !== NO_FILTER) filters[name] = value;
  }
  return filters;
}

/**
 * The route segment of a render context: the site id, then `~`-separated
 * parts for each flag and value that is set, in a fixed order so one
 * context has one segment.
 *
 * @example
 * encodeRenderContext({ ...plainRenderContext("main"), nextRelease: true, page: 2 });
 * // => "main~n~p2"
 */
export function encodeRenderContext(context: RenderContext): string {
  const parts = [encodeURIComponent(context.siteId)];
  for (const [letter, name] of Object.entries(FLAGS)) if (context[name]) parts.push(letter);
  if (context.page !== null && context.page > 1) parts.push(`p${context.page}`);
  if (context.direct) parts.push(`d${toHex(context.direct)}`);
  if (context.query) parts.push(`q${toHex(context.query.slice(0, MAX_QUERY_LENGTH))}`);
  // In the fixed order of LIST_FILTER_PARAMS, so one set of filters has one segment.
  // JSON, not URLSearchParams: the domain is built without the web platform's globals.
  const filters = listFilters({
    get: (name) => context.filters[name as ListFilterParam] ?? null,
  });
  if (Object.keys(filters).length > 0) parts.push(`l${toHex(JSON.stringify(filters))}`);
  return parts.join(SEPARATOR);
}

/** The filters of an `l` part as `listFilters` reads them; nothing for text that is no JSON object. */
function parsedFilters(text: string): { get(name: string): string | null } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const record =
    parsed !== null && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  return { get: (name) => (typeof record[name] === "string" ? (record[name] as string) : null) };
}

/**
 * Reads a route segment written by `encodeRenderContext`; null for anything
 * else (a request that did not come through the proxy).
 *
 * @example
 * decodeRenderContext("main~n~p2")?.page; // => 2
 */
export function decodeRenderContext(segment: string): RenderContext | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const [rawSite, ...parts] = decoded.split(SEPARATOR);
  if (!rawSite) return null;
  const context = { ...plainRenderContext(rawSite) } as {
    -readonly [K in keyof RenderContext]: RenderContext[K];
  };
  for (const part of parts) {
    const letter = part[0] as string;
    const value = part.slice(1);
    if (letter in FLAGS && value === "") context[FLAGS[letter as keyof typeof FLAGS]] = true;
    else if (letter === "p" && /^[1-9]\d{0,3}$/.test(value) && Number(value) <= MAX_PAGE) {
      context.page = Number(value);
    } else if (letter === "d" && value) context.direct = fromHex(value);
    else if (letter === "q" && value) context.query = fromHex(value);
    else if (letter === "l" && value) {
      const text = fromHex(value);
      if (!text) return null;
      context.filters = listFilters(parsedFilters(text));
      if (Object.keys(context.filters).length === 0) return null;
    } else return null;
    if ((letter === "d" && !context.direct) || (letter === "q" && !context.query)) return null;
  }
  return context;
}
