import { NEWS_FEED_PAGE_SIZE } from "@wire/domain";
import {
  CountriesDocument,
  NavigationDocument,
  type NavigationQuery,
  NewsFeedDocument,
  PageByIdDocument,
  PageBySlugDocument,
  type PageContentFragment,
  PageListingDocument,
  type PageSummaryFragment,
  RelatedStoriesDocument,
  type SiteFieldsFragment,
  SitePagesDocument,
  SitesDocument,
  SystemDataDocument,
  SystemRedirectsDocument,
} from "../generated/content/graphql";
import type {
  Country,
  NavigationItem,
  NewsFeedPage,
  Page,
  PageKind,
  PageModule,
  PageSummary,
  Site,
  SitemapPage,
  SiteNavigation,
  SystemData,
  SystemRedirect,
} from "../model";
import { createRequester, type Logger } from "./request";

export type Stage = "DRAFT" | "PUBLISHED";

/**
 * The `gcms-locales` chain for a language: that language first, English
 * last, as the content service falls back in this order.
 */
export function contentLocales(language: string): string[] {
  return language === "en" ? ["en"] : [language, "en"];
}

type RawModule = PageContentFragment["modules"][number];

/** Reshapes one transport module into the app's `PageModule`; unknown types are dropped. */
function toModule(module: RawModule): PageModule[] {
  switch (module.__typename) {
    case "HeroModule":
      return [
        { kind: "hero", ...pick(module, ["id", "overline", "title", "text", "image", "actions"]) },
      ];
    case "RichTextModule":
      return [{ kind: "richText", id: module.id, html: module.html }];
    case "TextWithImageModule":
      return [
        {
          kind: "textWithImage",
          id: module.id,
          title: module.textWithImageTitle,
          html: module.html,
          image: module.textWithImage,
          imagePosition: module.imagePosition,
        },
      ];
    case "TeaserGridModule":
      return [
        {
          kind: "teaserGrid",
          id: module.id,
          title: module.teaserGridTitle,
          columns: module.columns === 2 ? 2 : 3,
          items: module.teaserItems,
        },
      ];
    case "ImageModule":
      return [
        {
          kind: "image",
          id: module.id,
          image: module.picture,
          preset: module.preset,
          caption: module.caption,
        },
      ];
    case "VideoModule":
      return [
        {
          kind: "video",
          id: module.id,
          url: module.url,
          thumbnail: module.thumbnail,
          title: module.videoTitle,
        },
      ];
    case "GalleryModule":
      return [{ kind: "gallery", id: module.id, images: module.images }];
    case "DownloadsModule":
      return [
        {
          kind: "downloads",
          id: module.id,
          title: module.downloadsTitle,
          items: module.downloadItems,
        },
      ];
    case "AccordionModule":
      return [{ kind: "accordion", id: module.id, items: module.accordionItems }];
    case "KeyFactsModule":
      return [{ kind: "keyFacts", id: module.id, facts: module.facts }];
    case "QuoteModule":
      return [
        {
          kind: "quote",
          id: module.id,
          text: module.quoteText,
          author: module.author,
          role: module.role,
          portrait: module.portrait,
        },
      ];
    case "CallToActionModule":
      return [
        {
          kind: "callToAction",
          id: module.id,
          title: module.title,
          text: module.text,
          actions: module.actions,
        },
      ];
    case "ContactTeaserModule":
      return [
        {
          kind: "contactTeaser",
          ...pick(module, ["id", "name", "role", "email", "phone", "image"]),
        },
      ];
    case "LocationsModule":
      return [
        {
          kind: "locations",
          id: module.id,
          title: module.locationsTitle,
          locations: module.locations,
        },
      ];
    case "FormModule":
      return [
        {
          kind: "form",
          id: module.id,
          form: module.form,
          title: module.formTitle,
          intro: module.intro ?? null,
          document: module.document ?? null,
        },
      ];
    default:
      return [];
  }
}

function pick<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;
}

function toSummary(page: PageSummaryFragment): PageSummary {
  return pick(page, [
    "id",
    "siteId",
    "slug",
    "title",
    "kind",
    "parentSlug",
    "description",
    "leadText",
    "category",
    "publicationDate",
    "adhoc",
    "contentLanguage",
    "image",
    "storyContacts",
  ]);
}

function toPage(page: PageContentFragment): Page {
  const { modules, ...rest } = page;
  return { ...rest, ...toSummary(page), modules: modules.flatMap(toModule) };
}

/** A transport navigation entry at any depth; missing levels become empty lists. */
interface RawNavigationItem {
  id: string;
  title: string;
  breadcrumbOverride: string | null;
  url: string | null;
  unlocalizedUrl: string | null;
  hidden: boolean;
  countries: string[];
  target: string | null;
  page: NavigationItem["page"];
  items?: RawNavigationItem[];
  sections?: { id: string; title: string; items: RawNavigationItem[] }[];
  marketingSection?: NavigationItem["marketingSection"];
  contentTeaserCard?: NavigationItem["contentTeaserCard"];
}

function toNavigationItem(item: RawNavigationItem): NavigationItem {
  return {
    ...pick(item, [
      "id",
      "title",
      "breadcrumbOverride",
      "url",
      "unlocalizedUrl",
      "hidden",
      "countries",
      "target",
      "page",
    ]),
    items: (item.items ?? []).map(toNavigationItem),
    sections: (item.sections ?? []).map((section) => ({
      id: section.id,
      title: section.title,
      items: section.items.map(toNavigationItem),
    })),
    marketingSection: item.marketingSection ?? null,
    contentTeaserCard: item.contentTeaserCard ?? null,
  };
}

type RawNavigation = Pick<
  NonNullable<NavigationQuery["navigation"]>,
  "headerNavigation" | "footerNavigation"
>;

function toNavigation(
  raw: RawNavigation,
): Pick<SiteNavigation, "headerNavigation" | "footerNavigation"> | null {
  const { headerNavigation: header, footerNavigation: footer } = raw;
  if (!header || !footer) return null;
  return {
    headerNavigation: {
      theme: header.theme,
      hidden: header.hidden,
      homeItems: header.homeItems.map(toNavigationItem),
      topItems: header.topItems.map(toNavigationItem),
    },
    footerNavigation: {
      theme: footer.theme,
      contactLink: footer.contactLink,
      navigationSections: footer.navigationSections.map((section) => ({
        id: section.id,
        title: section.title,
        items: section.items.map(toNavigationItem),
      })),
    },
  };
}

/** Sites lacking header or footer navigation are dropped (spec section 3). */
function toSites(sites: SiteFieldsFragment[]): Site[] {
  return sites.flatMap(({ headerNavigation, footerNavigation, ...site }) =>
    headerNavigation && footerNavigation ? [site] : [],
  );
}

/**
 * The content service's getters for one language and stage. `token` (the server-held
 * `CONTENT_PREVIEW_TOKEN`) is sent as `authorization: Bearer`; without it the service refuses
 * the DRAFT stage and answers protected pages without their modules (spec section 6).
 */
export function createContentClient(options: {
  endpoint: string;
  language: string;
  stage?: Stage;
  token?: string;
  fetch?: typeof fetch;
  logger?: Logger;
}) {
  const stage = options.stage ?? "PUBLISHED";
  const request = createRequester({
    service: "content",
    endpoint: options.endpoint,
    headers: {
      "gcms-locales": contentLocales(options.language).join(", "),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  return {
    /** Countries ordered by sortIndex, names in the client's language. */
    async getCountries(): Promise<Country[]> {
      const { countries } = await request(CountriesDocument, { stage });
      return countries;
    },
    /** Countries, languages, sites (without their navigation trees) and brands in one call. */
    async getSystemData(): Promise<SystemData> {
      const data = await request(SystemDataDocument, { stage });
      return {
        countries: data.countries,
        languages: data.languages,
        sites: toSites(data.sites),
        brands: data.brands,
      };
    },
    /** Sites with their domains; sites without header or footer navigation are dropped. */
    async getSites(): Promise<Site[]> {
      const { sites } = await request(SitesDocument, { stage });
      return toSites(sites);
    },
    /** The header and footer navigation of one site, or null. */
    async getNavigation(siteId: string): Promise<SiteNavigation | null> {
      const { navigation } = await request(NavigationDocument, { siteId, stage });
      const tree = navigation ? toNavigation(navigation) : null;
      return tree ? { siteId, ...tree } : null;
    },
    /** Every page of a site, for its sitemap. */
    async getSitePages(siteId: string): Promise<SitemapPage[]> {
      const { pages } = await request(SitePagesDocument, { siteId, stage });
      return pages.map((page) => ({ ...page, kind: page.kind as PageKind }));
    },
    /** A page of a site by slug, optionally under a parent slug (e.g. `stories`). */
    async getPageBySlug(siteId: string, slug: string, parentSlug?: string): Promise<Page | null> {
      const { pages } = await request(PageBySlugDocument, {
        siteId,
        slug,
        parentSlug: parentSlug ?? null,
        stage,
      });
      return pages[0] ? toPage(pages[0]) : null;
    },
    /** A page of any kind by id (the `direct` query flag). */
    async getPageById(id: string): Promise<Page | null> {
      const { page } = await request(PageByIdDocument, { id, stage });
      return page ? toPage(page) : null;
    },
    /** Stories, newest first. */
    async getStories(options: { first?: number; skip?: number } = {}): Promise<PageSummary[]> {
      const { pages } = await request(PageListingDocument, {
        kind: "Story",
        first: options.first ?? 20,
        skip: options.skip ?? 0,
        stage,
      });
      return pages.map(toSummary);
    },
    /** Media releases, newest first. */
    async getMediaReleases(
      options: { first?: number; skip?: number } = {},
    ): Promise<PageSummary[]> {
      const { pages } = await request(PageListingDocument, {
        kind: "MediaRelease",
        first: options.first ?? 20,
        skip: options.skip ?? 0,
        stage,
      });
      return pages.map(toSummary);
    },
    /** Stories related to a product, newest first. */
    async getRelatedStories(productSlug: string, first = 3): Promise<PageSummary[]> {
      const { relatedStories } = await request(RelatedStoriesDocument, {
        productSlug,
        first,
        stage,
      });
      return relatedStories.map(toSummary);
    },
    /** The system redirects for these previous URLs (spec section 7), for `redirectFor`. */
    async getSystemRedirects(previousUrls: readonly string[]): Promise<SystemRedirect[]> {
      if (previousUrls.length === 0) return [];
      const { systemRedirects } = await request(SystemRedirectsDocument, {
        previousUrls: [...previousUrls],
        stage,
      });
      return systemRedirects;
    },
    /** One page of the news feed (10 items, newest first); pass the previous `endCursor`. */
    async getNewsFeed(after?: string | null): Promise<NewsFeedPage> {
      const { newsFeedItemsConnection: c } = await request(NewsFeedDocument, {
        first: NEWS_FEED_PAGE_SIZE,
        after: after ?? null,
        stage,
      });
      return {
        items: c.edges.map((edge) => edge.node),
        endCursor: c.pageInfo.endCursor,
        hasNextPage: c.pageInfo.hasNextPage,
        totalCount: c.totalCount,
      };
    },
  };
}

export type ContentClient = ReturnType<typeof createContentClient>;
