import {
  CountriesDocument,
  PageByIdDocument,
  PageBySlugDocument,
  type PageContentFragment,
  SitesDocument,
} from "../generated/content/graphql";
import type { Country, Page, PageModule, Site } from "../model";
import { createRequester, type Logger } from "./request";

export type Stage = "DRAFT" | "PUBLISHED";

/**
 * The `gcms-locales` chain for a language: that language first, English
 * last, as the content service falls back in this order.
 */
export function contentLocales(language: string): string[] {
  return language === "en" ? ["en"] : [language, "en"];
}

function toModule(module: PageContentFragment["modules"][number]): PageModule[] {
  switch (module.__typename) {
    case "HeroModule":
      return [
        {
          kind: "hero",
          id: module.id,
          overline: module.overline ?? null,
          title: module.title,
          text: module.text ?? null,
        },
      ];
    case "RichTextModule":
      return [{ kind: "richText", id: module.id, html: module.html }];
    default:
      return [];
  }
}

function toPage(page: PageContentFragment): Page {
  const { modules, ...rest } = page;
  return { ...rest, modules: modules.flatMap(toModule) };
}

/** The content service's getters for one language and stage. */
export function createContentClient(options: {
  endpoint: string;
  language: string;
  stage?: Stage;
  fetch?: typeof fetch;
  logger?: Logger;
}) {
  const stage = options.stage ?? "PUBLISHED";
  const request = createRequester({
    service: "content",
    endpoint: options.endpoint,
    headers: { "gcms-locales": contentLocales(options.language).join(", ") },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  return {
    /** Countries ordered by sortIndex, names in the client's language. */
    async getCountries(): Promise<Country[]> {
      const { countries } = await request(CountriesDocument, { stage });
      return countries;
    },
    async getSites(): Promise<Site[]> {
      const { sites } = await request(SitesDocument, { stage });
      return sites.map((s) => ({
        ...s,
        slug: s.slug ?? null,
        domains: s.domains.map((d) => ({ host: d.host, slug: d.slug ?? null })),
      }));
    },
    async getPageBySlug(siteId: string, slug: string): Promise<Page | null> {
      const { pages } = await request(PageBySlugDocument, { siteId, slug, stage });
      return pages[0] ? toPage(pages[0]) : null;
    },
    async getPageById(id: string): Promise<Page | null> {
      const { page } = await request(PageByIdDocument, { id, stage });
      return page ? toPage(page) : null;
    },
  };
}

export type ContentClient = ReturnType<typeof createContentClient>;
