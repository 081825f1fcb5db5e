import { type Country, createContentClient, type Page, type Site } from "@wire/graphql";
import { cache } from "react";
import { appConfig } from "../config";

/**
 * The app's one door to the content service. Calls are de-duplicated per
 * request with React's `cache`.
 */
const client = cache((language: string) => {
  const config = appConfig();
  return createContentClient({
    endpoint: config.contentEndpoint,
    language,
    stage: config.CONTENT_STAGE,
  });
});

export const getSites = cache((): Promise<Site[]> => client("en").getSites());

/** The main site: the one without a slug (spec section 3). */
export const getMainSite = cache(async (): Promise<Site> => {
  const main = (await getSites()).find((site) => site.slug === null);
  if (!main) throw new Error("The content service has no main site (a site without a slug)");
  return main;
});

export const getPage = cache(
  (language: string, siteId: string, slug: string): Promise<Page | null> =>
    client(language).getPageBySlug(siteId, slug),
);

/** Visible countries by sortIndex, named in the given language. */
export const getCountries = cache(
  async (language: string): Promise<Country[]> =>
    (await client(language).getCountries()).filter((country) => !country.hidden),
);
