import { buildLocales, type Locale, UI_LANGUAGES } from "@wire/domain";
import { createContentClient, type Site, type SystemRedirect } from "@wire/graphql";
import { appConfig } from "../config";
import { cached } from "./serverCache";

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
export function routingData(bypass = false): Promise<RoutingData> {
  return cached(
    "routing",
    async () => {
      const data = await client().getSystemData();
      return { sites: data.sites, locales: buildLocales(data.countries, UI_LANGUAGES) };
    },
    bypass,
  );
}

/** The system redirects whose previous URL is this path. */
export function systemRedirectsFor(path: string, bypass = false): Promise<SystemRedirect[]> {
  return cached(`redirects:${path}`, () => client().getSystemRedirects([path]), bypass);
}
