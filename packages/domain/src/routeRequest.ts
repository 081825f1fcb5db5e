import { parsePath } from "./parsePath.ts";
import { type Redirect, redirectFor, type SystemRedirect } from "./redirectFor.ts";
import { selectSite } from "./selectSite.ts";
import { type Locale, type Site, siteLocales } from "./siteLocales.ts";

/** What `routeRequest` needs to know about a request. */
export interface RouteInput<S extends Site> {
  readonly host: string;
  readonly pathname: string;
  /** The query string with its `?`, or "". */
  readonly search: string;
  readonly sites: readonly S[];
  readonly locales: readonly Locale[];
  /**
   * The visitor's remembered locale (URL code) for a site, if any: the locale
   * cookie is kept per site (spec §9), so it is asked for the selected one.
   */
  readonly preferredLocale?: (site: S) => string | null | undefined;
  readonly systemRedirects?: readonly SystemRedirect[];
  /**
   * Whether the site answers these path segments; when given, a wrong locale
   * prefix is corrected only where the corrected path leads to a page, so
   * `/no/such/page` stays a "Page not found: /no/such/page" (spec §2).
   */
  readonly pageExists?: (site: S, segments: readonly string[]) => boolean;
}

/** Where a request goes. */
export type RouteDecision<S extends Site> =
  | ({ readonly kind: "redirect" } & Redirect)
  | {
      readonly kind: "page";
      readonly site: S;
      readonly locale: Locale;
      /** False when the path had no locale segment and the locale was chosen for it. */
      readonly localeInPath: boolean;
      /** The path segments after locale and site slug. */
      readonly segments: readonly string[];
    }
  | { readonly kind: "siteError"; readonly message: string };

/**
 * The locale a site falls back to: with a configured default language, the offered
 * locale whose URL code is that language (its international locale), else any offered
 * locale of it; otherwise (or when the site offers none of it) international English,
 * else its first international, else its first.
 *
 * @example
 * defaultSiteLocale(buildLocales([], ["cs", "de"]), "de")?.urlCode;
 * // => "de"
 */
export function defaultSiteLocale(
  offered: readonly Locale[],
  defaultLanguage?: string | null,
): Locale | undefined {
  const configured = defaultLanguage
    ? (offered.find((l) => l.urlCode === defaultLanguage) ??
      offered.find((l) => l.language === defaultLanguage))
    : undefined;
  return (
    configured ??
    offered.find((l) => l.urlCode === "en") ??
    offered.find((l) => l.isInternational) ??
    offered[0]
  );
}

/**
 * Decides where a request goes (spec §2): a trailing slash answers 301 with
 * the slash-less path; the site is selected by host and domain slug; a
 * locale segment the site does not offer answers 302 with the visitor's
 * remembered locale (if offered) or the site's default (its configured default
 * language, see `defaultSiteLocale`); a system redirect
 * answers 301; anything else is a page of the site in the path's locale,
 * or — without a locale segment — the remembered or default one. A site
 * that matches without a domain configuration is a `siteError`, never a crash.
 *
 * @example
 * routeRequest({ host: "localhost", pathname: "/en/", search: "", sites, locales });
 * // => { kind: "redirect", status: 301, location: "/en" }
 */
export function routeRequest<S extends Site>(input: RouteInput<S>): RouteDecision<S> {
  const slash = redirectFor(`${input.pathname}${input.search}`);
  if (slash) return { kind: "redirect", ...slash };

  let site: S;
  try {
    site = selectSite(input.host, input.pathname, input.sites).site;
  } catch (error) {
    return { kind: "siteError", message: (error as Error).message };
  }
  const offered = siteLocales(site, input.locales);
  const preferred = input.preferredLocale?.(site);
  const fallback =
    offered.find((l) => l.urlCode === preferred) ??
    defaultSiteLocale(offered, site.defaultLanguage);
  if (!fallback) return { kind: "siteError", message: `Site ${site.name} offers no locale` };

  const path = parsePath(input.pathname, { siteSlugs: site.slug ? [site.slug] : [] });
  const redirect = redirectFor(`${input.pathname}${input.search}`, {
    locales: { offered: offered.map((l) => l.urlCode), target: fallback.urlCode },
    systemRedirects: input.systemRedirects ?? [],
  });
  const correctsLocale =
    redirect?.status === 302 && redirect.location.startsWith(`/${fallback.urlCode}`);
  if (redirect && correctsLocale && input.pageExists?.(site, path.segments) === false) {
    // Not a locale after all: the whole path is a page that does not exist.
    return {
      kind: "page",
      site,
      locale: fallback,
      localeInPath: false,
      segments: input.pathname.split("/").filter(Boolean),
    };
  }
  if (redirect) return { kind: "redirect", ...redirect };

  const inPath = path.locale && offered.find((l) => l.urlCode === input.pathname.split("/")[1]);
  return {
    kind: "page",
    site,
    locale: inPath || fallback,
    localeInPath: Boolean(inPath),
    segments: path.segments,
  };
}
