import { visibleClassifications, visibleProducts } from "@wire/domain";
import { createProductClient, ProductNotFoundError } from "@wire/graphql";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/connect";
import * as t from "../db/schema";
import { openTestDatabase, SEED_WITHOUT_TICKETS } from "../testing/testDatabase";
import { createCatalogueStore } from "./catalogueStore";
import { createProductService } from "./productService";

describe("product data service", () => {
  let database: DatabaseHandle;
  let service: ReturnType<typeof createProductService>;
  const logged: string[] = [];
  const quiet = { info: () => {}, error: () => {} };

  beforeAll(async () => {
    database = await openTestDatabase({ seed: SEED_WITHOUT_TICKETS });
    service = createProductService(database.db, {
      development: true,
      publicUrl: "http://services.test",
      log: (line) => logged.push(line),
      store: createCatalogueStore(database.db),
    });
  });

  afterAll(async () => {
    await database?.close();
  });

  const fetchVia = ((url: string, init: RequestInit) =>
    service.fetch(url, init)) as unknown as typeof fetch;
  const client = (locale: string) =>
    createProductClient({
      endpoint: "http://services.test/products/graphql",
      locale,
      fetch: fetchVia,
      logger: quiet,
    });

  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary GraphQL answers
  async function gql(query: string, variables = {}): Promise<any> {
    const response = await service.fetch("http://services.test/products/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query, variables }),
    });
    return response.json();
  }

  it("seeds a catalogue three levels deep with at least 60 products", async () => {
    const data = await client("en-US").getProductData();
    expect(data.products.length).toBeGreaterThanOrEqual(60);
    const top = data.classifications.filter((c) => c.parent === null).map((c) => c.slug);
    expect(top).toEqual(["products", "services", "smart-factory"]);
    expect(Math.max(...data.classifications.map((c) => c.lineage.length))).toBeGreaterThanOrEqual(
      3,
    );
    const brands = new Set(data.products.map((p) => p.brand));
    expect([...brands].sort()).toEqual(["Adaptronic", "Cirris", "Diit", "Hosver", "WIRE"]);
  });

  it("keeps gamma-263 at its route, in English and German", async () => {
    const en = await client("en-US").getProduct("gamma-263");
    expect(en.route).toBe("products/crimping/gamma-263");
    expect(en.shortDescription).toMatch(/double crimps/);
    const de = await client("de-CH").getProduct("gamma-263");
    expect(de.language).toBe("de");
    expect(de.shortDescription).toMatch(/Doppelanschläge/);
    expect(de.classification?.lineage.map((l) => l.name)).toEqual(["Produkte", "Crimpen"]);
  });

  it("gives full product detail with both measurement systems", async () => {
    const product = await client("en-US").getProduct("gamma-263");
    expect(product.brandTheme).toBe("Default");
    expect(product.variants).toHaveLength(3);
    expect(product.variants[0]).toMatchObject({
      nameMetric: "Gamma 263 S (0.13–0.5 mm²)",
      nameImperial: expect.stringMatching(/^Gamma 263 S \(26–\d+ AWG\)$/),
    });
    const weight = product.specifications.filter((s) => s.name === "Weight");
    expect(weight).toEqual([
      { name: "Weight", value: "860", unit: "kg", measurementSystem: "Metric" },
      { name: "Weight", value: "1896", unit: "lb", measurementSystem: "Imperial" },
    ]);
    expect(product.primaryImage?.url).toBe(
      "http://services.test/assets/images/product-gamma-263.png",
    );
    expect(product.additionalImages).toHaveLength(2);
    expect(product.video?.url).toMatch(/^https:/);
    expect(product.capabilities.map((c) => c.slug)).toContain("double-crimping");
    expect(product.related.map((r) => r.type)).toEqual(
      expect.arrayContaining(["related", "component", "service"]),
    );
    expect(product.relatedStories.length).toBeGreaterThan(0);
    expect(product.files.map((f) => f.url)).toEqual([
      "/file/gamma-263-datasheet",
      "/file/gamma-263-operating-manual",
    ]);
    const de = await client("de-CH").getProduct("gamma-263");
    expect(de.files.map((f) => [f.url, f.locale])).toEqual([
      ["/file/gamma-263-datasheet?l=de", "de"],
      ["/file/gamma-263-operating-manual", "en"],
    ]);
    expect(de.specifications.find((s) => s.unit === "Stk./h")?.name).toBe("Ausbringung");
  });

  it("delivers highlights without image or video, and the getter drops them", async () => {
    const raw = await gql(
      `{ product(slug: "gamma-263") { highlights { name imageUrl videoUrl } } }`,
    );
    const highlights = raw.data.product.highlights as {
      imageUrl: string | null;
      videoUrl: string | null;
    }[];
    expect(highlights.some((h) => !h.imageUrl && !h.videoUrl)).toBe(true);
    const product = await client("en-US").getProduct("gamma-263");
    expect(product.highlights.length).toBe(highlights.length - 1);
    expect(product.highlights.every((h) => h.imageUrl || h.videoUrl)).toBe(true);
  });

  it("answers an unknown slug with the spec's message", async () => {
    const raw = await gql(`{ product(slug: "alpha-550") { name } }`);
    expect(raw.errors[0].message).toBe("No product found for slug");
    await expect(client("en-US").getProduct("alpha-550")).rejects.toThrow(ProductNotFoundError);
    await expect(client("en-US").getProduct("alpha-550")).rejects.toThrow(
      "No product found for slug",
    );
  });

  it("logs and skips missing related products, capabilities and hierarchy entries", async () => {
    logged.length = 0;
    const alpha = await client("en-US").getProduct("alpha-560");
    expect(alpha.related.map((r) => r.product.slug)).not.toContain("alpha-550");
    expect(logged.some((l) => l.includes("alpha-550") && l.includes("skipped"))).toBe(true);

    const ai8 = await client("en-US").getProduct("adaptronic-insert-ai-8");
    expect(ai8.capabilities.map((c) => c.id)).not.toContain("cap-soldering-legacy");
    expect(logged.some((l) => l.includes("cap-soldering-legacy"))).toBe(true);

    await database.db
      .insert(t.products)
      .values({ slug: "orphan-press", brand: "WIRE", classificationId: "cls-gone" });
    await database.db.insert(t.productLocalizations).values({
      productSlug: "orphan-press",
      locale: "en",
      name: "Orphan press",
      shortDescription: "A product without a hierarchy entry.",
    });
    try {
      const fresh = createProductClient({
        endpoint: "http://services.test/products/graphql",
        locale: "en-US",
        fetch: ((url: string, init: RequestInit) =>
          createProductService(database.db, {
            development: true,
            log: (line) => logged.push(line),
          }).fetch(url, init)) as unknown as typeof fetch,
        logger: quiet,
      });
      const data = await fresh.getProductData();
      expect(data.products.map((p) => p.slug)).not.toContain("orphan-press");
      expect(logged.some((l) => l.includes("orphan-press has no hierarchy entry"))).toBe(true);
      expect(await fresh.getProductsByCapability("cap-nope")).toEqual([]);
      expect(logged.some((l) => l.includes("capability cap-nope not found"))).toBe(true);
    } finally {
      await database.db
        .delete(t.productLocalizations)
        .where(eq(t.productLocalizations.productSlug, "orphan-press"));
      await database.db.delete(t.products).where(eq(t.products.slug, "orphan-press"));
    }
  });

  it("answers a classification with lineage, children and products", async () => {
    const crimping = await client("en-US").getClassification("crimping");
    expect(crimping?.lineage.map((l) => l.route)).toEqual(["products", "products/crimping"]);
    expect(crimping?.childClassifications.map((c) => c.slug)).toEqual([
      "crimp-presses",
      "applicators",
      "crimp-quality",
    ]);
    expect(crimping?.products.map((p) => p.slug)).toContain("gamma-263");
    expect(crimping?.supported_countries).toContain("ALL");
    const deep = await client("de-CH").getClassification("crimp-presses");
    expect(deep?.route).toBe("products/crimping/crimp-presses");
    expect(deep?.lineage.map((l) => l.name)).toEqual(["Produkte", "Crimpen", "Crimppressen"]);
    expect(await client("en-US").getClassification("nope")).toBeNull();
  });

  it("has supported countries that differ, so listings depend on the country", async () => {
    const data = await client("en-US").getProductData();
    const inUs = visibleProducts(data.products, "US").map((p) => p.slug);
    const inDe = visibleProducts(data.products, "DE").map((p) => p.slug);
    const international = visibleProducts(data.products, "ALL").map((p) => p.slug);
    expect(inUs).toContain("bt-188-t");
    expect(inDe).not.toContain("bt-188-t");
    expect(inDe).toContain("bt-752");
    expect(inUs).not.toContain("bt-752");
    expect(international).toContain("gamma-263");
    expect(international).not.toContain("hv-strip-95");
    const tree = visibleClassifications(
      data.classifications.filter((c) => c.parent === "cls-products"),
      "FR",
    ).map((c) => c.slug);
    expect(tree).not.toContain("high-voltage");
    expect(tree).toContain("crimping");
  });

  it("lists capabilities per language and products per capability", async () => {
    const de = await client("de-CH").getCapabilities();
    expect(de.find((c) => c.id === "cap-double-crimping")?.name).toBe("Doppelanschlag");
    expect(de[0]?.imageUrl).toMatch(/^http:\/\/services\.test\/assets\/images\/capability-/);
    const products = await client("en-US").getProductsByCapability("cap-hipot-testing");
    expect(products.map((p) => p.slug).sort()).toEqual(["cirris-hipot-1500", "cirris-hipot-5000"]);
    expect((await client("en-US").getCapability("twisting"))?.name).toBe("Twisting");
  });

  it("gives comparison details in the order asked and skips unknown slugs", async () => {
    const details = await client("en-US").getComparisonDetails(["gamma-255", "nope", "gamma-263"]);
    expect(details.map((d) => d.slug)).toEqual(["gamma-255", "gamma-263"]);
    expect(details[0]?.variants.length).toBe(2);
    expect(details[0]?.specifications.some((s) => s.measurementSystem === "Imperial")).toBe(true);
    const products = await client("en-US").getProducts(["gamma-263", "nope"]);
    expect(products.map((p) => p.slug)).toEqual(["gamma-263"]);
  });
});
