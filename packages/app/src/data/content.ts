import { type Country, createContentClient, type Page } from "@wire/graphql";
import { cache } from "react";
import { appConfig } from "../config";
import { cached } from "./serverCache";

/**
 * The app's one door to the content service for pages. Calls are cached in
 * the server cache (30 minutes, stale-while-revalidate; `cache=false`
 * bypasses it, `cache=clear` empties it) and de-duplicated per request with
 * React's `cache`.
 */
const client = cache((language: string) => {
  const config = appConfig();
  return createContentClient({
    endpoint: config.contentEndpoint,
    language,
    stage: config.CONTENT_STAGE,
  });
});

export const getPage = cache(
  (
    language: string,
    siteId: string,
    slug: string,
    parentSlug: string | undefined,
    bypass = false,
  ): Promise<Page | null> =>
    cached(
      `page:${siteId}:${language}:${parentSlug ?? ""}/${slug}`,
      () => client(language).getPageBySlug(siteId, slug, parentSlug),
      bypass,
    ),
);

export const getPageById = cache(
  (language: string, id: string, bypass = false): Promise<Page | null> =>
    cached(`page-id:${language}:${id}`, () => client(language).getPageById(id), bypass),
);

/** Visible countries by sortIndex, named in the given language. */
export const getCountries = cache(
  async (language: string): Promise<Country[]> =>
    (await cached(`countries:${language}`, () => client(language).getCountries())).filter(
      (c) => !c.hidden,
    ),
);
