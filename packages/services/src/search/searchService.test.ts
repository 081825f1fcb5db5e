import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect";
import * as t from "../db/schema";
import { createCatalogueStore } from "../products/catalogueStore";
import { openTestDatabase, SEED_WITHOUT_TICKETS } from "../testing/testDatabase";
import { createSearchHandler, createSearchService, toleranceFor } from "./searchService";

describe("site search", () => {
  let database: DatabaseHandle;
  let server: Server;
  let url: string;
  let service: ReturnType<typeof createSearchService>;

  beforeAll(async () => {
    database = await openTestDatabase({ seed: SEED_WITHOUT_TICKETS });
    service = createSearchService(database.db, {
      store: createCatalogueStore(database.db),
      publicUrl: "http://assets.test/",
    });
    const handler = createSearchHandler(service);
    server = createServer((req, res) => {
      Promise.resolve(handler(req, res)).catch(() => {
        res.writeHead(500);
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await database?.close();
  });

  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
  async function post(path: string, body: unknown): Promise<{ status: number; body: any }> {
    const response = await fetch(`${url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  }

  const search = (body: Record<string, unknown>) =>
    post("/search/query", { localeCode: "en", siteSlug: "", page: 1, ...body });
  const suggest = (body: Record<string, unknown>) =>
    post("/search/suggest", { localeCode: "en", siteSlug: "", ...body });

  it("answers each result's kind, breadcrumb and picture, the counts per kind, and filters by kind", async () => {
    const { status, body } = await search({ query: "crimp" });
    expect(status).toBe(200);
    const counts = Object.fromEntries(
      body.kinds.map((k: { kind: string; count: number }) => [k.kind, k.count]),
    );
    expect(Object.values(counts).reduce((a, b) => (a as number) + (b as number), 0)).toBe(
      body.total,
    );
    expect(counts.product).toBeGreaterThan(0);
    expect(counts.service).toBeGreaterThan(0);
    const analyzer = body.records.find(
      (r: { title: string }) => r.title === "Crimp Force Analyzer CFA",
    );
    expect(analyzer).toMatchObject({
      type: "product",
      kind: "product",
      url: "/products/crimping/crimp-quality/crimp-force-analyzer-cfa",
      breadcrumb: [
        { name: "Products", url: "/products" },
        { name: "Crimping", url: "/products/crimping" },
        { name: "Crimp quality", url: "/products/crimping/crimp-quality" },
      ],
    });
    expect(analyzer.image.url).toMatch(/^http:\/\/assets\.test\/assets\//);
    const training = body.records.find((r: { url: string }) => r.url.startsWith("/services/"));
    expect(training?.kind).toBe("service");

    const services = await search({ query: "crimp", kind: "service" });
    expect(services.body.total).toBe(counts.service);
    expect(services.body.kind).toBe("service");
    expect(services.body.kinds).toEqual(body.kinds);
    for (const record of services.body.records) expect(record.kind).toBe("service");

    const wrong = await search({ query: "crimp", kind: "pdf" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.kind).toMatch(/kind must be one of/);
  });

  it("suggests products and classifications while typing", async () => {
    const { status, body } = await suggest({ query: "crimp" });
    expect(status).toBe(200);
    const titles = body.suggestions.map((s: { title: string }) => s.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThanOrEqual(8);
    expect(titles).toContain("Crimping");
    expect(body.suggestions[0].url).toMatch(/^\//);
  });

  it("strips the brand suffix from titles and highlights every term, escaped", async () => {
    const { body } = await search({ query: "crimping machine" });
    expect(body.total).toBeGreaterThan(0);
    const gamma = body.records.find(
      (r: { url: string }) => r.url === "/products/crimping/gamma-263",
    );
    expect(gamma.title).toBe("Gamma 263");
    expect(gamma.description).toBe(
      "Fully automatic <mark>crimping</mark> <mark>machine</mark> for double crimps and seals on both wire ends.",
    );
    const escaped = await search({ query: "<b>crimp" });
    for (const record of escaped.body.records) {
      expect(record.description).not.toMatch(/<(?!\/?mark>)/);
    }
  });

  it("finds a product or classification directly by name", async () => {
    const { body } = await search({ query: "Gamma 263" });
    expect(body.direct).toEqual({
      found: true,
      type: "product",
      slug: "gamma-263",
      name: "Gamma 263",
      route: "/products/crimping/gamma-263",
      classification: {
        lineage: [
          { name: "Products", route: "products" },
          { name: "Crimping", route: "products/crimping" },
        ],
      },
    });
    const bySlug = await suggest({ query: "crimp presses", localeCode: "de" });
    expect(bySlug.body.direct).toMatchObject({ type: "classification", name: "Crimppressen" });
    const german = await suggest({ query: "Crimppressen", localeCode: "de-ch" });
    expect(german.body.direct).toMatchObject({
      found: true,
      type: "classification",
      slug: "crimp-presses",
    });
    expect((await search({ query: "cutting and stripping typo" })).body.direct.found).toBe(false);
  });

  it("stems German: a query in another inflection finds German content", async () => {
    const { body } = await search({ query: "Verschleissteil", localeCode: "de" });
    expect(body.total).toBeGreaterThan(0);
    const urls = body.records.map((r: { url: string }) => r.url);
    expect(urls).toContain("/services/spare-parts");
    const inflected = await search({ query: "Crimpmaschinen", localeCode: "de-ch" });
    const titles = inflected.body.records.map((r: { title: string }) => r.title);
    expect(titles).toContain("Gamma 263");
    expect(
      inflected.body.records.some((r: { description: string }) =>
        /Crimpmaschine/.test(r.description),
      ),
    ).toBe(true);
  });

  it("tolerates typos", async () => {
    expect(toleranceFor("cr")).toBe(0);
    expect(toleranceFor("crimp")).toBe(1);
    expect(toleranceFor("maintenance")).toBe(2);
    const { body } = await search({ query: "crimpnig" });
    expect(body.records.map((r: { title: string }) => r.title)).toContain("Crimping");
    const typo = await search({ query: "maintenence" });
    expect(typo.body.total).toBeGreaterThan(0);
  });

  it("indexes pages, stories and media releases of the site", async () => {
    const types = new Set<string>();
    for (const query of ["harness", "results", "training"]) {
      const { body } = await search({ query });
      for (const record of body.records) types.add(record.type);
    }
    expect([...types]).toEqual(
      expect.arrayContaining(["page", "story", "mediaRelease", "product"]),
    );
  });

  it("shows products only where they are sold", async () => {
    const inUs = await search({ query: "BT 188 T", localeCode: "en-us" });
    expect(inUs.body.records.map((r: { url: string }) => r.url)).toContain(
      "/products/crimping/crimp-presses/bt-188-t",
    );
    expect(inUs.body.direct.found).toBe(true);
    const inDe = await search({ query: "BT 188 T", localeCode: "de-de" });
    expect(inDe.body.records.map((r: { url: string }) => r.url)).not.toContain(
      "/products/crimping/crimp-presses/bt-188-t",
    );
    expect(inDe.body.direct.found).toBe(false);
  });

  it("pages through results ten at a time", async () => {
    const first = await search({ query: "machine" });
    expect(first.body.records).toHaveLength(10);
    expect(first.body.pageCount).toBe(Math.ceil(first.body.total / 10));
    const second = await search({ query: "machine", page: 2 });
    expect(second.body.page).toBe(2);
    expect(second.body.records[0].url).not.toBe(first.body.records[0].url);
  });

  it("answers malformed bodies with 400 and a message per field", async () => {
    expect(await post("/search/query", "{not json")).toEqual({
      status: 400,
      body: { errors: { _form: "The request body is not valid JSON" } },
    });
    const missing = await post("/search/query", { siteSlug: "" });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({
      localeCode: "localeCode is required",
      query: "query is required",
    });
    const bad = await search({ localeCode: "german", query: "   ", page: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      localeCode: "localeCode must be a locale such as en, de or de-ch",
      query: "query must not be empty",
      page: "page must be a whole number from 1",
    });
    expect((await search({ query: "x".repeat(201) })).body.errors.query).toMatch(/at most 200/);
    expect((await post("/search/suggest", [])).status).toBe(400);
    expect((await suggest({ query: "crimp", siteSlug: "nowhere" })).status).toBe(404);
    const get = await fetch(`${url}/search/query`);
    expect(get.status).toBe(405);
  });

  it("searches the pages of another site", async () => {
    const { status, body } = await search({ query: "brand", siteSlug: "brand-portal" });
    expect(status).toBe(200);
    expect(body.records.every((r: { type: string; url: string }) => r.type !== "story")).toBe(true);
  });

  it("rebuilds the index when the content changes", async () => {
    const before = await search({ query: "Quasar" });
    expect(before.body.total).toBe(0);
    await database.db
      .update(t.productLocalizations)
      .set({ shortDescription: "Quasar-class cut and strip machine." })
      .where(eq(t.productLocalizations.productSlug, "alpha-530"));
    service.invalidate();
    const after = await search({ query: "Quasar" });
    expect(after.body.records[0].url).toBe(
      "/products/cutting-stripping/cut-strip-machines/alpha-530",
    );
  });
});
