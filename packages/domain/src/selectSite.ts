import { parsePath } from "./parsePath.ts";
import type { Site, SiteDomain } from "./siteLocales.ts";

/** Options of `selectSite`. */
export interface SelectSiteOptions {
  /** Id of the default main site, tried before "the first site without a slug". */
  readonly defaultSiteId?: string;
}

/** The site chosen for a request and the domain configuration that matched. */
export interface SiteSelection<S extends Site = Site> {
  readonly site: S;
  readonly domain: SiteDomain;
}

function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, "");
}

/**
 * Selects the site for a host and pathname (spec §2). Tried in order: a domain with this host and
 * the path's site slug (the segment after the optional locale); a domain with this host and no
 * slug; the default main site (`defaultSiteId`); the first site without a slug. The host is
 * compared without port and case. For the last two fallbacks the domain is the site's first one.
 *
 * Throws `Error("No site configured")` when `sites` is empty, and
 * `Error("Site {name} has no domain configuration")` when the chosen site has no domains (spec §8).
 *
 * @example
 * selectSite("www.example.com", "/de/events/x", sites); // => { site: eventsSite, domain }
 */
export function selectSite<S extends Site>(
  host: string,
  pathname: string,
  sites: readonly S[],
  options: SelectSiteOptions = {},
): SiteSelection<S> {
  const wanted = normalizeHost(host);
  const domainSlugs = sites.flatMap((site) =>
    site.domains.flatMap((domain) => (domain.slug ? [domain.slug] : [])),
  );
  const { siteSlug } = parsePath(pathname, { siteSlugs: domainSlugs });

  const byDomain = (test: (domain: SiteDomain) => boolean): SiteSelection<S> | undefined => {
    for (const site of sites) {
      const domain = site.domains.find(test);
      if (domain) return { site, domain };
    }
    return undefined;
  };
  const hostMatches = (domain: SiteDomain) => normalizeHost(domain.host) === wanted;

  const matched =
    (siteSlug ? byDomain((d) => hostMatches(d) && d.slug === siteSlug) : undefined) ??
    byDomain((d) => hostMatches(d) && !d.slug);
  if (matched) return matched;

  const site =
    sites.find((candidate) => candidate.id === options.defaultSiteId) ??
    sites.find((candidate) => !candidate.slug);
  if (!site) throw new Error("No site configured");
  const domain = site.domains[0];
  if (!domain) throw new Error(`Site ${site.name} has no domain configuration`);
  return { site, domain };
}
