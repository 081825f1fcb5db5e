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
  /** The visitor's remembered locale (URL code, from the locale cookie), if any. */
  readonly preferredLocale?: string | null;
  readonly systemRedirects?: readonly SystemRedirect[];
}

/** Where a request goes. */
export type RouteDecision<S extends Site> =
  | ({
      readonly kind: "redirect";
      /**
       * Set when the redirect corrects a locale segment the site does not offer: the path
       * without it, so the caller can check that the corrected page exists.
       */
      readonly localeCorrection?: { readonly site: S; readonly segments: readonly string[] };
    } & Redirect)
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

/** The locale a site falls back to: international English, else its first international, else its first. */
export function defaultSiteLocale(offered: readonly Locale[]): Locale | undefined {
  return (
    offered.find((l) => l.urlCode === "en") ?? offered.find((l) => l.isInternational) ?? offered[0]
  );
}

/**
 * Decides where a request goes (spec §2): a trailing slash answers 301 with
 * the slash-less path; the site is selected by host and domain slug; a
 * locale segment the site does not offer answers 302 with the visitor's
 * remembered locale (if offered) or the site's default; a system redirect
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
  const fallback =
    offered.find((l) => l.urlCode === input.preferredLocale) ?? defaultSiteLocale(offered);
  if (!fallback) return { kind: "siteError", message: `Site ${site.name} offers no locale` };

  const path = parsePath(input.pathname, { siteSlugs: site.slug ? [site.slug] : [] });
  const redirect = redirectFor(`${input.pathname}${input.search}`, {
    locales: { offered: offered.map((l) => l.urlCode), target: fallback.urlCode },
    systemRedirects: input.systemRedirects ?? [],
  });
  if (redirect) {
    const corrected =
      redirect.status === 302 && redirect.location.startsWith(`/${fallback.urlCode}`);
    return corrected
      ? { kind: "redirect", ...redirect, localeCorrection: { site, segments: path.segments } }
      : { kind: "redirect", ...redirect };
  }

  const inPath = path.locale && offered.find((l) => l.urlCode === input.pathname.split("/")[1]);
  return {
    kind: "page",
    site,
    locale: inPath || fallback,
    localeInPath: Boolean(inPath),
    segments: path.segments,
  };
}
