import { and, asc, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../db/connect";
import * as t from "../db/schema";
import { seed } from "../seed/seed";
import { openTestDatabase, SEED_WITHOUT_TICKETS } from "../testing/testDatabase";
import { createContentService } from "./contentService";
import { loadSystemTable } from "./systemTables";

const MODULE_TYPES = [
  "HeroModule",
  "RichTextModule",
  "TextWithImageModule",
  "TeaserGridModule",
  "ImageModule",
  "VideoModule",
  "GalleryModule",
  "DownloadsModule",
  "AccordionModule",
  "KeyFactsModule",
  "QuoteModule",
  "CallToActionModule",
  "ContactTeaserModule",
  "LocationsModule",
  "FormModule",
];

/** The site's server reads drafts with it; see contentPreview.test.ts for calls without. */
const PREVIEW_TOKEN = "test-content-preview-token";

describe("content service", () => {
  let database: DatabaseHandle;
  let service: ReturnType<typeof createContentService>;
  const seedOptions = SEED_WITHOUT_TICKETS;

  beforeAll(async () => {
    database = await openTestDatabase({ seed: seedOptions });
    service = createContentService(database.db, {
      development: true,
      publicUrl: "http://services.test",
      previewToken: PREVIEW_TOKEN,
    });
  });

  afterAll(async () => {
    await database?.close();
  });

  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary GraphQL answers
  async function gql(query: string, locales = "en", variables = {}): Promise<any> {
    const response = await service.fetch("http://services.test/content/graphql", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "gcms-locales": locales,
        authorization: `Bearer ${PREVIEW_TOKEN}`,
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = await response.json();
    expect(body.errors).toBeUndefined();
    return body.data;
  }

  it("falls back along the locale chain and says so", async () => {
    const q = `{ page(id: "page-glossary") { title contentLanguage languages isLanguageFallback isLanguageUnavailable } }`;
    expect((await gql(q, "de, en")).page).toEqual({
      title: "Harness glossary",
      contentLanguage: "en",
      languages: ["en"],
      isLanguageFallback: true,
      isLanguageUnavailable: false,
    });
    expect((await gql(q, "de_CH, de")).page).toMatchObject({
      contentLanguage: "en",
      isLanguageFallback: true,
      isLanguageUnavailable: true,
    });
    const home = await gql(
      `{ page(id: "page-home") { title contentLanguage isLanguageFallback languages } }`,
      "zh, en",
    );
    expect(home.page).toMatchObject({ contentLanguage: "zh", isLanguageFallback: false });
    expect(home.page.languages).toEqual(["de", "en", "es", "fr", "zh"]);
  });

  it("keeps draft-only changes out of PUBLISHED", async () => {
    const q = (stage: string) =>
      `{ about: page(id: "page-about", stage: ${stage}) { title isPublished } fairs: page(id: "page-trade-fairs", stage: ${stage}) { title isPublished } }`;
    expect(await gql(q("PUBLISHED"))).toEqual({
      about: { title: "About us", isPublished: true },
      fairs: null,
    });
    expect(await gql(q("DRAFT"))).toEqual({
      about: { title: "About the WIRE Group", isPublished: true },
      fairs: { title: "Trade fairs 2026", isPublished: false },
    });
  });

  it("finds a page by id whatever its kind", async () => {
    const q = `query($id: ID!) { page(id: $id) { id kind cmsType } }`;
    const ids = {
      "page-error": ["Content", "Page"],
      "story-mexico-harness-line": ["Story", "Story"],
      "release-hosver": ["MediaRelease", "MediaRelease"],
      "page-search": ["System", "SystemPage"],
    };
    for (const [id, [kind, cmsType]] of Object.entries(ids)) {
      expect((await gql(q, "en", { id })).page).toEqual({ id, kind, cmsType });
    }
  });

  it("answers system redirects whose previousUrl is in the list", async () => {
    const { systemRedirects } = await gql(
      `{ systemRedirects(previousUrls: ["/en/old-products/gamma", "/en/jobs", "/en/nothing"]) { previousUrl target } }`,
    );
    expect(systemRedirects).toEqual([
      { previousUrl: "/en/jobs", target: "https://careers.wire-group.example/jobs" },
      { previousUrl: "/en/old-products/gamma", target: "/en/products/crimping/gamma-263" },
    ]);
  });

  it("pages the news feed newest first with a cursor, 10 at a time", async () => {
    const q = `query($after: String) { newsFeedItemsConnection(after: $after) { edges { cursor node { id publicationDate } } pageInfo { hasNextPage endCursor } totalCount } }`;
    const first = (await gql(q, "en")).newsFeedItemsConnection;
    expect(first.edges).toHaveLength(10);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await gql(q, "en", { after: first.pageInfo.endCursor }))
      .newsFeedItemsConnection;
    expect(second.pageInfo.hasNextPage).toBe(false);
    // biome-ignore lint/suspicious/noExplicitAny: GraphQL answer
    const all = [...first.edges, ...second.edges].map((e: any) => e.node);
    expect(all).toHaveLength(first.totalCount);
    expect(new Set(all.map((n) => n.id)).size).toBe(all.length);
    const dates = all.map((n) => n.publicationDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("reads SystemData's four tables in one statement, rows as drizzle selects them", async () => {
    const { db } = database;
    const execute = vi.spyOn(db, "execute");
    const select = vi.spyOn(db, "select");
    try {
      const data = await gql(
        "{ countries { countryCode } languages { languageCode } sites { id } brands { id } }",
      );
      expect(execute).toHaveBeenCalledTimes(1);
      expect(select).not.toHaveBeenCalled();
      expect(data.sites.length).toBeGreaterThan(0);
      expect(data.brands.length).toBeGreaterThan(0);
    } finally {
      execute.mockRestore();
      select.mockRestore();
    }
    const ctx = { locales: "en", memo: new Map(), preview: false };
    const [countries, languages, sites, brands] = await Promise.all([
      loadSystemTable(db, "countries", ctx),
      loadSystemTable(db, "languages", ctx),
      loadSystemTable(db, "sites", ctx),
      loadSystemTable(db, "brands", ctx),
    ]);
    expect(countries).toEqual(
      await db.select().from(t.countries).orderBy(asc(t.countries.sortIndex)),
    );
    expect(languages).toEqual(
      await db.select().from(t.languages).orderBy(asc(t.languages.sortIndex)),
    );
    expect(sites).toEqual(await db.select().from(t.sites).orderBy(asc(t.sites.name)));
    expect(brands).toEqual(await db.select().from(t.brands).orderBy(asc(t.brands.sortIndex)));
  });

  it("orders countries by sortIndex", async () => {
    const { countries } = await gql("{ countries { sortIndex } }");
    const indexes = countries.map((c: { sortIndex: number }) => c.sortIndex);
    expect(indexes.length).toBeGreaterThanOrEqual(8);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
  });

  it("serves every module type on some page", async () => {
    const { pages } = await gql("{ pages(where: {}, first: 100) { modules { __typename } } }");
    const types = new Set(
      pages.flatMap((p: { modules: { __typename: string }[] }) =>
        p.modules.map((m) => m.__typename),
      ),
    );
    expect([...types].sort()).toEqual([...MODULE_TYPES].sort());
  });

  it("places the public forms where visitors meet them (issue 18)", async () => {
    const formsOn = async (id: string) => {
      const { page } = await gql(
        `{ page(id: "${id}") { modules { ... on FormModule { id form title intro document } } } }`,
      );
      return page.modules.filter((m: { form?: string }) => m.form);
    };
    expect((await formsOn("page-contact")).map((m: { form: string }) => m.form)).toEqual([
      "SUPPORT",
    ]);
    expect((await formsOn("page-services")).map((m: { form: string }) => m.form)).toEqual([
      "SERVICE_REQUEST",
    ]);
    expect(await formsOn("page-smart-factory")).toEqual([
      expect.objectContaining({
        form: "WHITEPAPER",
        title: expect.stringMatching(/^Download the whitepaper: /),
        document: "/file/whitepaper-crimp-quality",
      }),
    ]);
    const { pages } = await gql(
      "{ pages(where: { kind: Story }, first: 100) { modules { ... on FormModule { form } } } }",
    );
    expect(pages.length).toBeGreaterThan(0);
    for (const story of pages) {
      expect(story.modules.filter((m: { form?: string }) => m.form)).toEqual([
        { form: "STORY_FEEDBACK" },
      ]);
    }
  });

  it("gives the seeded forms a title and intro in the page's language", async () => {
    const formOn = async (id: string, locales: string) => {
      const { page } = await gql(
        `{ page(id: "${id}") { modules { ... on FormModule { form title intro } } } }`,
        locales,
      );
      return page.modules.find((m: { form?: string }) => m.form);
    };
    expect(await formOn("page-contact", "en")).toMatchObject({ title: "Support request" });
    expect(await formOn("page-contact", "de")).toMatchObject({
      title: "Supportanfrage",
      intro: expect.stringContaining("Support-Team"),
    });
    expect(await formOn("page-services", "fr")).toMatchObject({ title: "Demander un service" });
    expect(await formOn("page-smart-factory", "zh")).toMatchObject({
      title: "下载白皮书：线束生产中的压接质量",
    });
    expect(await formOn("story-mexico-harness-line", "es")).toMatchObject({
      title: "Su opinión sobre esta historia",
    });
  });

  it("re-seeding an older database localises its forms but keeps an editor's wording", async () => {
    const row = (pageId: string, locale: string) =>
      and(
        eq(t.pageLocalizations.pageId, pageId),
        eq(t.pageLocalizations.stage, "PUBLISHED"),
        eq(t.pageLocalizations.locale, locale),
      );
    const modulesOf = async (pageId: string, locale: string) =>
      (
        await database.db
          .select({ modules: t.pageLocalizations.modules })
          .from(t.pageLocalizations)
          .where(row(pageId, locale))
      )[0]!.modules as { __typename: string; id: string; title?: string; intro?: string }[];
    const rewrite = async (
      pageId: string,
      locale: string,
      change: (modules: Awaited<ReturnType<typeof modulesOf>>) => unknown[],
    ) => {
      const modules = change(await modulesOf(pageId, locale));
      await database.db.update(t.pageLocalizations).set({ modules }).where(row(pageId, locale));
    };
    const english = {
      "contact-support-request": {
        title: "Support request",
        intro:
          "Questions about a machine, a product or an order? Send us your request and our support team gets back to you within 24 hours.",
      },
      "story-mexico-harness-line-feedback": {
        title: "My own title",
        intro:
          "Did this story help you? Tell us what you think or what you would like to read about.",
      },
    };
    const asVersion12 = (modules: Awaited<ReturnType<typeof modulesOf>>) =>
      modules.map((m) =>
        m.id in english ? { ...m, ...english[m.id as keyof typeof english] } : m,
      );
    await rewrite("page-contact", "de", asVersion12);
    await rewrite("story-mexico-harness-line", "de", asVersion12);
    await rewrite("page-services", "fr", (modules) =>
      modules.filter((m) => m.__typename !== "FormModule"),
    );
    await database.db.update(t.seedState).set({ version: 11 });

    expect(await seed(database.db, seedOptions)).toEqual({ applied: true });

    expect((await modulesOf("page-contact", "de")).at(-1)).toMatchObject({
      id: "contact-support-request",
      title: "Supportanfrage",
      intro: expect.stringContaining("innerhalb von 24 Stunden"),
    });
    expect(
      (await modulesOf("story-mexico-harness-line", "de")).find((m) => m.id.endsWith("-feedback")),
    ).toMatchObject({ title: "My own title", intro: expect.stringMatching(/^War dieser Beitrag/) });
    expect((await modulesOf("page-services", "fr")).map((m) => m.id).slice(-2)).toEqual([
      "services-cta",
      "services-service-request",
    ]);
    expect((await modulesOf("page-services", "fr")).at(-1)).toMatchObject({
      title: "Demander un service",
    });
  });

  it("re-seeding an older database names its countries in every language, keeping stored names", async () => {
    const germany = eq(t.countries.code, "DE");
    await database.db
      .update(t.countries)
      .set({ names: { en: "Germany", de: "BRD (an editor's)", fr: "Allemagne" } })
      .where(germany);
    await database.db.update(t.seedState).set({ version: 15 });

    expect(await seed(database.db, seedOptions)).toEqual({ applied: true });

    const [row] = await database.db.select().from(t.countries).where(germany);
    expect(row?.names).toMatchObject({ de: "BRD (an editor's)", cs: "Německo", ja: "ドイツ" });
  });

  it("lists the group's locations with their countries and services (issue 18)", async () => {
    const { page } = await gql(
      `{ page(id: "page-locations") { modules { ... on LocationsModule { locations { name address country phone email services } } } } }`,
    );
    const locations = page.modules.flatMap(
      (m: { locations?: { country: string; services: string[] }[] }) => m.locations ?? [],
    );
    expect(locations.length).toBeGreaterThanOrEqual(15);
    expect(new Set(locations.map((l: { country: string }) => l.country)).size).toBeGreaterThan(10);
    expect(new Set(locations.flatMap((l: { services: string[] }) => l.services))).toEqual(
      new Set(["sales", "service", "spareParts", "training"]),
    );
  });

  it("lists stories newest first and resolves site navigation in the locale", async () => {
    const { pages } = await gql(
      `{ pages(where: { kind: Story }, orderBy: publicationDate_DESC) { publicationDate } }`,
    );
    expect(pages.length).toBeGreaterThanOrEqual(6);
    const dates = pages.map((p: { publicationDate: string }) => p.publicationDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const { navigation } = await gql(
      `{ navigation(siteId: "site-main") { headerNavigation { homeItems { countries } topItems { title } } } }`,
      "de, en",
    );
    expect(navigation.headerNavigation.topItems[0].title).toBe("Produkte");
    expect(
      navigation.headerNavigation.homeItems.map((i: { countries: string[] }) => i.countries),
    ).toEqual([["US"], []]);
  });

  it("gives every site its own navigation's themes, read together for the whole list", async () => {
    const { sites } = await gql(
      `{ sites(stage: PUBLISHED) { id headerNavigation { theme } footerNavigation { theme } } }`,
    );
    expect(sites.length).toBeGreaterThan(1);
    for (const site of sites) {
      const { navigation } = await gql(
        `query($id: ID!) { navigation(siteId: $id) { headerNavigation { theme } footerNavigation { theme } } }`,
        "en",
        { id: site.id },
      );
      expect({ id: site.id, ...navigation }).toEqual(site);
    }
  });

  it("answers a page's translation targets only when asked, each page its own", async () => {
    const { pages } = await gql(
      `{ pages(where: { kind: System }) { id translationTargetLanguages { language } } }`,
    );
    const stored = await database.db
      .select({ pageId: t.translationTargets.pageId, language: t.translationTargets.language })
      .from(t.translationTargets)
      .where(
        inArray(
          t.translationTargets.pageId,
          pages.map((p: { id: string }) => p.id),
        ),
      );
    expect(pages.length).toBeGreaterThan(1);
    expect(stored.length).toBeGreaterThan(0);
    for (const page of pages) {
      const languages = page.translationTargetLanguages.map(
        (l: { language: string }) => l.language,
      );
      expect(languages).toEqual(
        stored
          .filter((row) => row.pageId === page.id)
          .map((row) => row.language)
          .sort(),
      );
    }
  });

  it("describes a picture in the page's language, English where a language has no text", async () => {
    const q = `{ pages(where: { siteId: "site-main", slug: "home" }) {
      modules { __typename ... on HeroModule { image { alternativeText } } } } }`;
    const heroAlt = async (locales: string) =>
      (await gql(q, locales)).pages[0].modules.find(
        (m: { __typename: string }) => m.__typename === "HeroModule",
      ).image.alternativeText;
    expect(await heroAlt("en")).toBe("Fully automated harness line in the Swiss plant");
    expect(await heroAlt("de_CH, de, en")).toBe(
      "Vollautomatische Kabelbaumlinie im Schweizer Werk",
    );
    expect(await heroAlt("ja, en")).toBe("スイス工場の全自動ワイヤーハーネスライン");
    expect(await heroAlt("it, en")).toBe("Fully automated harness line in the Swiss plant");
  });

  it("serves each site's default language (issue 18)", async () => {
    const { sites } = await gql(`{ sites(stage: PUBLISHED) { id dropLanguages defaultLanguage } }`);
    expect(sites).toContainEqual({
      id: "site-schaltschrankbau",
      dropLanguages: ["en"],
      defaultLanguage: "de",
    });
    expect(sites.find((s: { id: string }) => s.id === "site-main").defaultLanguage).toBeNull();
  });

  it("re-seeding fills in a site's default language but keeps one chosen since", async () => {
    await database.db
      .update(t.sites)
      .set({ defaultLanguage: null })
      .where(eq(t.sites.id, "site-schaltschrankbau"));
    await database.db
      .update(t.sites)
      .set({ defaultLanguage: "es" })
      .where(eq(t.sites.id, "site-na-events"));
    await database.db.delete(t.seedState);
    expect(await seed(database.db, seedOptions)).toEqual({ applied: true });
    const rows = await database.db
      .select({ id: t.sites.id, defaultLanguage: t.sites.defaultLanguage })
      .from(t.sites)
      .where(inArray(t.sites.id, ["site-schaltschrankbau", "site-na-events"]))
      .orderBy(t.sites.id);
    expect(rows).toEqual([
      { id: "site-na-events", defaultLanguage: "es" },
      { id: "site-schaltschrankbau", defaultLanguage: "de" },
    ]);
    await database.db
      .update(t.sites)
      .set({ defaultLanguage: null })
      .where(eq(t.sites.id, "site-na-events"));
  });

  it("seeds idempotently: running the seed again adds nothing", async () => {
    const tables = [
      t.pages,
      t.pageLocalizations,
      t.navigations,
      t.newsFeedItems,
      t.systemRedirects,
      t.languages,
      t.brands,
      t.sites,
    ];
    const counts = async () =>
      Promise.all(
        tables.map(async (table) => (await database.db.select({ n: count() }).from(table))[0]!.n),
      );
    const before = await counts();
    expect(await seed(database.db, seedOptions)).toEqual({ applied: false });
    await database.db.delete(t.seedState);
    expect(await seed(database.db, seedOptions)).toEqual({ applied: true });
    expect(await counts()).toEqual(before);
  });
});
