import { buildLocales, type Locale, UI_LANGUAGES } from "@wire/domain";
import { createContentClient, type Site, type SystemRedirect } from "@wire/graphql";
import { appConfig } from "../config";
import { type CacheMode, cached } from "./serverCache";

/** What the proxy needs to route a request: sites and every locale. */
export interface RoutingData {
  sites: Site[];
  locales: Locale[];
}

function client() {
  const config = appConfig();
  return createContentClient({
    endpoint: config.contentEndpoint,
    language: "en",
    stage: config.CONTENT_STAGE,
  });
}

/** Sites with domains and language rules, and the locales built from countries and UI languages. */
export function routingData(mode?: CacheMode): Promise<RoutingData> {
  return cached(
    "routing",
    async () => {
      const data = await client().getSystemData();
      return { sites: data.sites, locales: buildLocales(data.countries, UI_LANGUAGES) };
    },
    mode,
  );
}

/** The system redirects whose previous URL is this path. */
export function systemRedirectsFor(path: string, mode?: CacheMode): Promise<SystemRedirect[]> {
  return cached(`redirects:${path}`, () => client().getSystemRedirects([path]), mode);
}

/** Whether a page answers at these path segments on the site (the root always does). */
export async function pageExists(
  siteId: string,
  segments: readonly string[],
  mode?: CacheMode,
): Promise<boolean> {
  if (segments.length === 0) return true;
  const slug = segments.at(-1)!;
  const parent = segments.at(-2);
  return cached(
    `exists:${siteId}:${parent ?? ""}/${slug}`,
    async () => (await client().getPageBySlug(siteId, slug, parent)) !== null,
    mode,
  );
}
