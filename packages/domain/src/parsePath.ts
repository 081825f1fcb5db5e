import { type ParsedLocale, parseLocale } from "./parseLocale.ts";

/** The parts of a site path (spec §2). */
export interface ParsedPath {
  readonly locale?: ParsedLocale;
  readonly siteSlug?: string;
  /** The segment before the slug, `"home"` when there is none. */
  readonly parentSlug: string;
  /** The last segment, `"home"` when there is none. */
  readonly slug: string;
  /** The segments after the locale and site slug. */
  readonly segments: readonly string[];
}

/** Options of `parsePath`. */
export interface ParsePathOptions {
  /** Slugs of sites that live under a path segment. */
  readonly siteSlugs?: readonly string[];
  /** When given, only these locale segments (e.g. `["de", "de-ch"]`) count as a locale. */
  readonly localeCodes?: readonly string[];
}

/**
 * Splits a pathname into optional locale, optional site slug (right after the locale), parent slug
 * and slug; slug and parent slug default to `"home"` (spec §2). Query and hash are ignored and
 * empty segments dropped. Any `{lang}` or `{lang}-{country}` first segment is a locale unless
 * `localeCodes` narrows it.
 *
 * @example
 * parsePath("/de-ch/events/products/gamma", { siteSlugs: ["events"] });
 * // => { locale: { lang: "de", country: "ch" }, siteSlug: "events", parentSlug: "products",
 * //      slug: "gamma", segments: ["products", "gamma"] }
 */
export function parsePath(pathname: string, options: ParsePathOptions = {}): ParsedPath {
  const path = pathname.split(/[?#]/, 1)[0] ?? "";
  let segments = path.split("/").filter((segment) => segment !== "");
  let locale: ParsedLocale | undefined;
  let siteSlug: string | undefined;

  const first = parseLocale(segments[0]);
  if (first && (!options.localeCodes || options.localeCodes.includes(segments[0]!))) {
    locale = first;
    segments = segments.slice(1);
  }
  if (segments[0] !== undefined && options.siteSlugs?.includes(segments[0])) {
    siteSlug = segments[0];
    segments = segments.slice(1);
  }
  const slug = segments.at(-1) ?? "home";
  const parentSlug = segments.at(-2) ?? "home";
  return {
    ...(locale ? { locale } : {}),
    ...(siteSlug ? { siteSlug } : {}),
    parentSlug,
    slug,
    segments,
  };
}
