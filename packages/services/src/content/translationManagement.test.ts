import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase, resetDatabase } from "../db/connect";
import * as t from "../db/schema";
import { CONTENT_MANAGEMENT_PATH, createContentManagementApi } from "./contentManagement";
import { createContentService } from "./contentService";

const TOKEN = "test-management-token";
const PREVIEW = "test-content-preview-token";
const image = {
  url: "/assets/x.png",
  mimeType: "image/png",
  alternativeText: "A crimp press",
  width: 1,
  height: 1,
};

const contactModules = [
  {
    __typename: "HeroModule",
    id: "hero",
    title: "Talk to us",
    text: "We answer within a day.",
    image,
    actions: [{ text: "Call us", href: "tel:+41" }],
  },
  {
    __typename: "RichTextModule",
    id: "body",
    html: "<p>Service & sales <strong>worldwide</strong></p>",
  },
  {
    __typename: "TeaserGridModule",
    id: "teasers",
    title: "Offices",
    columns: 2,
    items: [
      { id: "t1", title: "Zurich", text: "Head office", href: "/zurich", kind: "contact" },
      { id: "t2", title: "Detroit", text: "North America", href: "/detroit", kind: "contact" },
    ],
  },
];

/** Management API and content service on one real HTTP server, over a database in `dataDir`. */
async function start(dataDir: string) {
  const database = await openDatabase({ dataDir, databaseUrl: process.env.TEST_DATABASE_URL });
  const manage = createContentManagementApi(database.db, {
    token: TOKEN,
    webhooks: { urls: [], secret: "test-revalidate-secret" },
  });
  const content = createContentService(database.db, {
    development: true,
    publicUrl: "http://services.test",
    previewToken: PREVIEW,
  });
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if ((req.url ?? "").startsWith(CONTENT_MANAGEMENT_PATH)) return void manage(req, res);
    return void content(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    database,
    url,
    async close() {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      await database.close();
    },
  };
}

async function seedContent(database: DatabaseHandle) {
  const { db } = database;
  await db.insert(t.languages).values(
    ["en", "de", "fr"].map((code, sortIndex) => ({
      code,
      sortIndex,
      defaultCountry: "CH",
      names: { [code]: code },
    })),
  );
  await db.insert(t.sites).values([
    { id: "s1", name: "Main", domains: [] },
    { id: "s2", name: "Campaign", domains: [], dropLanguages: ["fr"] },
  ]);
  const home = {
    id: "home",
    title: { $t: { en: "Home" } },
    url: "/",
    page: { id: "p-home", slug: "home" },
  };
  for (const stage of ["DRAFT", "PUBLISHED"] as const) {
    await db.insert(t.navigations).values({
      siteId: "s1",
      stage,
      header: { theme: "Default", hidden: false, homeItems: [home], topItems: [] },
      footer: { theme: "Default", contactLink: null, navigationSections: [] },
    });
    await db.insert(t.pages).values([
      { id: "page-contact", stage, siteId: "s1", slug: "contact", parentSlug: "company" },
      { id: "p-home", stage, siteId: "s1", slug: "home", pageType: "Home" },
      { id: "p-campaign", stage, siteId: "s2", slug: "offer", protection: "PASSWORD" },
    ]);
    await db.insert(t.pageLocalizations).values([
      {
        pageId: "page-contact",
        stage,
        locale: "en",
        title: "Contact",
        description: "How to reach us",
        leadText: "Our teams help.",
        modules: contactModules,
      },
      { pageId: "p-home", stage, locale: "en", title: "Welcome", modules: [] },
      { pageId: "p-home", stage, locale: "de", title: "Willkommen", modules: [] },
      { pageId: "p-campaign", stage, locale: "en", title: "Offer", modules: [] },
    ]);
  }
  await db.insert(t.pages).values({ id: "p-new", stage: "DRAFT", siteId: "s1", slug: "new" });
  await db
    .insert(t.pageLocalizations)
    .values({ pageId: "p-new", stage: "DRAFT", locale: "en", title: "Brand new", modules: [] });
}

describe("translation management API", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "wire-translation-"));
  let services: Awaited<ReturnType<typeof start>>;

  beforeAll(async () => {
    services = await start(dataDir);
    if (process.env.TEST_DATABASE_URL) await resetDatabase(services.database.db);
    await seedContent(services.database);
  });

  afterAll(async () => {
    await services?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (method: string, path: string, init: RequestInit = {}, token = TOKEN) =>
    fetch(`${services.url}/content/manage${path}`, {
      method,
      ...init,
      headers: { authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
    });
  const json = async (method: string, path: string) => {
    const response = await call(method, path);
    return { status: response.status, body: await response.json() };
  };
  const importFile = (xml: string, pageId = "page-contact") =>
    call("POST", `/translation/${pageId}/xliff`, {
      body: xml,
      headers: { "content-type": "application/xliff+xml" },
    });
  /** Everything an import may change: targets and DRAFT localisations of the page. */
  const snapshot = async () => ({
    targets: await services.database.db
      .select()
      .from(t.translationTargets)
      .where(eq(t.translationTargets.pageId, "page-contact")),
    texts: await services.database.db
      .select()
      .from(t.pageLocalizations)
      .where(eq(t.pageLocalizations.pageId, "page-contact")),
  });
  const exportFor = async (target: string) =>
    (await call("GET", `/translation/page-contact/xliff?target=${target}`)).text();
  /** A translator's answer: every source copied into a target with a prefix. */
  const translate = (xml: string, prefix: string) =>
    xml.replace(
      /<source>([\s\S]*?)<\/source>/g,
      (source, text) => `${source}<target>${prefix}${text}</target>`,
    );

  it("refuses every call without the management token", async () => {
    for (const [method, path] of [
      ["GET", "/translation/page-contact"],
      ["POST", "/translation/page-contact/start"],
      ["GET", "/translation/page-contact/xliff?target=de"],
      ["POST", "/translation/page-contact/xliff"],
      ["GET", "/pages"],
    ] as const) {
      expect((await call(method, path, {}, "not-the-management-token")).status).toBe(401);
    }
  });

  it("answers a page's targets: its site's languages but the source language", async () => {
    const { status, body } = await json("GET", "/translation/page-contact");
    expect(status).toBe(200);
    expect(body).toEqual({
      pageId: "page-contact",
      sourceLanguage: "en",
      state: "MarkedForTranslation",
      targetLanguages: [
        {
          id: "tt-page-contact-de",
          language: "de",
          translationState: "MarkedForTranslation",
          exportedAt: null,
          importedAt: null,
        },
        {
          id: "tt-page-contact-fr",
          language: "fr",
          translationState: "MarkedForTranslation",
          exportedAt: null,
          importedAt: null,
        },
      ],
    });
    const campaign = await json("GET", "/translation/p-campaign");
    expect(campaign.body.targetLanguages.map((l: { language: string }) => l.language)).toEqual([
      "de",
    ]);
    expect((await json("GET", "/translation/nope")).status).toBe(404);
  });

  it("exports the source texts as XLIFF 2.0", async () => {
    const response = await call("GET", "/translation/page-contact/xliff?target=de");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xliff+xml; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="page-contact.en-de.xlf"',
    );
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain(
      '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="de">',
    );
    expect(xml).toContain('<file id="page-contact" original="page-contact">');
    // Module keys come in the database's JSON order; the set of units is what counts.
    const units = [...xml.matchAll(/<unit id="([^"]+)">/g)].map((m) => m[1]);
    expect(units.slice(0, 3)).toEqual(["title", "description", "leadText"]);
    expect(units.sort()).toEqual(
      [
        "title",
        "description",
        "leadText",
        "modules.0.title",
        "modules.0.text",
        "modules.0.image.alternativeText",
        "modules.0.actions.0.text",
        "modules.1.html",
        "modules.2.title",
        "modules.2.items.0.title",
        "modules.2.items.0.text",
        "modules.2.items.1.title",
        "modules.2.items.1.text",
      ].sort(),
    );
    expect(xml).toContain("<source>Contact</source>");
    expect(xml).toContain(
      "<source>&lt;p&gt;Service &amp; sales &lt;strong&gt;worldwide&lt;/strong&gt;&lt;/p&gt;</source>",
    );
    expect((await call("GET", "/translation/page-contact/xliff?target=ja")).status).toBe(400);
    expect((await call("GET", "/translation/page-contact/xliff?target=en")).status).toBe(400);
  });

  it("starts and resets a translation", async () => {
    const started = await json("POST", "/translation/page-contact/start");
    expect(started.status).toBe(200);
    expect(started.body.state).toBe("InProgress");
    for (const target of started.body.targetLanguages) {
      expect(target).toMatchObject({ translationState: "InProgress", importedAt: null });
      expect(Date.parse(target.exportedAt)).toBeGreaterThan(Date.now() - 60_000);
    }
    const reset = await json("POST", "/translation/page-contact/reset");
    expect(reset.body).toMatchObject({ sourceLanguage: "en", state: "MarkedForTranslation" });
    expect(
      reset.body.targetLanguages.every((l: { exportedAt: null }) => l.exportedAt === null),
    ).toBe(true);
    expect((await json("POST", "/translation/nope/start")).status).toBe(404);
  });

  it("refuses malformed or mismatched files with a line and changes nothing", async () => {
    await json("POST", "/translation/page-contact/start");
    const before = await snapshot();
    const good = translate(await exportFor("de"), "DE ");

    const malformed = await importFile(good.replace("</unit>", "</unti>"));
    expect(malformed.status).toBe(400);
    const malformedBody = await malformed.json();
    expect(malformedBody.error).toMatch(/Malformed XML/);
    expect(malformedBody.line).toBeGreaterThan(3);

    const cases: [string, string, RegExp, number][] = [
      [
        good.replace('<file id="page-contact"', '<file id="page-other"'),
        "file id",
        /page-other/,
        3,
      ],
      [good.replace('srcLang="en"', 'srcLang="fr"'), "srcLang", /srcLang "fr"/, 2],
      [good.replace('trgLang="de"', 'trgLang="ja"'), "trgLang", /trgLang "ja"/, 2],
      [good.replace('version="2.0" srcLang', 'version="1.2" srcLang'), "version", /version/, 2],
      [
        good.replace('<unit id="leadText">', '<unit id="modules.9.title">'),
        "unknown unit",
        /modules\.9\.title/,
        0,
      ],
      [
        good.replace(/<target>DE Our teams help.<\/target>/, "<target> </target>"),
        "empty target",
        /leadText/,
        0,
      ],
    ];
    for (const [xml, what, message, line] of cases) {
      const response = await importFile(xml);
      expect(response.status, what).toBe(400);
      const body = await response.json();
      expect(body.error, what).toMatch(message);
      const expectedLine =
        line ||
        xml
          .split("\n")
          .findIndex((l) =>
            l.includes(what === "unknown unit" ? "modules.9.title" : 'id="leadText"'),
          ) + 1;
      expect(body.line, what).toBe(expectedLine);
    }
    expect(await snapshot()).toEqual(before);
    expect((await importFile(good, "nope")).status).toBe(404);
  });

  it("refuses a file over 2 MB", async () => {
    const response = await importFile(`<xliff>${"x".repeat(2 * 1024 * 1024 + 10)}</xliff>`);
    expect(response.status).toBe(413);
  });

  it("imports a translation into the language's draft and marks it Translated", async () => {
    const response = await importFile(translate(await exportFor("de"), "DE "));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.state).toBe("InProgress");
    const de = body.targetLanguages.find((l: { language: string }) => l.language === "de");
    expect(de.translationState).toBe("Translated");
    expect(Date.parse(de.importedAt)).toBeGreaterThan(Date.now() - 60_000);

    const page = async (stage: string, authorization?: string) => {
      const answer = await fetch(`${services.url}/content/graphql`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "gcms-locales": "de",
          ...(authorization ? { authorization } : {}),
        },
        body: JSON.stringify({
          query: `{ page(id: "page-contact", stage: ${stage}) { title contentLanguage leadText modules { ... on RichTextModule { html } ... on TeaserGridModule { teaserItems: items { title href } } } } }`,
        }),
      });
      return (await answer.json()) as { data: { page: Record<string, unknown> | null } };
    };
    const draft = await page("DRAFT", `Bearer ${PREVIEW}`);
    expect(draft.data.page).toMatchObject({
      title: "DE Contact",
      contentLanguage: "de",
      leadText: "DE Our teams help.",
      modules: [
        {},
        { html: "DE <p>Service & sales <strong>worldwide</strong></p>" },
        {
          teaserItems: [
            { title: "DE Zurich", href: "/zurich" },
            { title: "DE Detroit", href: "/detroit" },
          ],
        },
      ],
    });
    // Published pages are untouched: German falls back to English there.
    expect((await page("PUBLISHED")).data.page).toMatchObject({
      title: "Contact",
      contentLanguage: "en",
    });

    const french = await importFile(translate(await exportFor("fr"), "FR "));
    expect((await french.json()).state).toBe("Translated");
  });

  it("lists pages for the editor with filters and home-page warnings", async () => {
    await services.database.db
      .update(t.pageLocalizations)
      .set({ title: "Welcome!" })
      .where(
        and(
          eq(t.pageLocalizations.pageId, "p-home"),
          eq(t.pageLocalizations.stage, "DRAFT"),
          eq(t.pageLocalizations.locale, "en"),
        ),
      );
    const { status, body } = await json("GET", "/pages");
    expect(status).toBe(200);
    expect(body.sites).toEqual([
      {
        id: "s2",
        name: "Campaign",
        slug: null,
        homePageWarning:
          "Invalid home page configuration for site Campaign - no universal page configured and no page configured for country ALL",
      },
      { id: "s1", name: "Main", slug: null, homePageWarning: null },
    ]);
    expect(body.pages.map((p: { id: string; path: string }) => `${p.id} ${p.path}`)).toEqual([
      "p-campaign /offer",
      "p-home /",
      "page-contact /company/contact",
      "p-new /new",
    ]);
    const contact = body.pages.find((p: { id: string }) => p.id === "page-contact");
    expect(contact).toMatchObject({
      siteId: "s1",
      title: "Contact",
      slug: "contact",
      type: "Content",
      pageType: "Content",
      publication: "PUBLISHED",
      changedSincePublished: true,
      protection: "NONE",
      languages: ["de", "en", "fr"],
      sourceLanguage: "en",
      translationState: "Translated",
    });
    expect(body.pages.find((p: { id: string }) => p.id === "p-new")).toMatchObject({
      publication: "DRAFT",
      changedSincePublished: false,
    });
    expect(body.pages.find((p: { id: string }) => p.id === "p-campaign")).toMatchObject({
      protection: "PASSWORD",
      changedSincePublished: false,
    });
    expect(body.pages.find((p: { id: string }) => p.id === "p-home").changedSincePublished).toBe(
      true,
    );

    const ids = async (query: string) =>
      (await json("GET", `/pages?${query}`)).body.pages.map((p: { id: string }) => p.id);
    expect(await ids("site=s2")).toEqual(["p-campaign"]);
    expect(await ids("language=de")).toEqual(["p-home", "page-contact"]);
    expect(await ids("state=Translated")).toEqual(["page-contact"]);
    expect(await ids("q=WILLKOMMEN")).toEqual(["p-home"]);
    expect(await ids("q=company/con&state=Translated&site=s1")).toEqual(["page-contact"]);
    expect((await json("GET", "/pages?state=Done")).status).toBe(400);
  });

  it("keeps the translation jobs across a restart", async () => {
    await json("POST", "/translation/p-home/start");
    const before = (await json("GET", "/translation/p-home")).body;
    expect(before.state).toBe("InProgress");
    await services.close();
    services = await start(dataDir);
    expect((await json("GET", "/translation/p-home")).body).toEqual(before);
    expect((await json("GET", "/translation/page-contact")).body.state).toBe("Translated");
  });
});
