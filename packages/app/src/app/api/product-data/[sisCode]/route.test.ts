import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET } from "./route";

const lineage = [{ id: "cls-products", slug: "products", name: "Produkte", route: "products" }];

/** A stand-in for the product data service answering the Catalogue query. */
describe("GET /api/product-data/{sisCode}", () => {
  let upstream: Server;
  const locales: string[] = [];

  beforeAll(async () => {
    upstream = createServer(async (req, res) => {
      let text = "";
      for await (const chunk of req) text += chunk;
      const { variables } = JSON.parse(text);
      locales.push(variables.locale);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          data: {
            classifications: [
              {
                id: "cls-products",
                slug: "products",
                name: "Produkte",
                description: null,
                parent_id: null,
                sort_index: 0,
                image_url: null,
                supported_countries: ["ALL", "CH"],
                route: "products",
                lineage,
              },
            ],
            allProducts: [
              {
                slug: "gamma-263",
                name: "Gamma 263",
                brand: "WIRE",
                shortDescription: "Crimpmaschine",
                language: "de",
                route: "products/gamma-263",
                image_url: null,
                imageAlt: "Gamma 263",
                variantCount: 3,
                supported_countries: ["CH"],
                sort_index: 1,
                classification: {
                  id: "cls-products",
                  slug: "products",
                  name: "Produkte",
                  route: "products",
                  lineage,
                },
              },
            ],
          },
        }),
      );
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    process.env.SERVICES_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => upstream.close(resolve));
  });

  const get = (sisCode: string, search = "") =>
    GET(new Request(`http://app.test/api/product-data/${sisCode}${search}`), {
      params: Promise.resolve({ sisCode }),
    });

  it("answers classifications and products for the data-service locale", async () => {
    const response = await get("de-CH");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(locales.at(-1)).toBe("de-CH");
    expect(body.classifications[0]).toMatchObject({ slug: "products", parent: null, sortIndex: 0 });
    expect(body.products[0]).toMatchObject({
      slug: "gamma-263",
      variantCount: 3,
      supported_countries: ["CH"],
      classification: { lineage },
    });
  });

  it("answers with the cache flags of an anonymous visitor ignored, not refused", async () => {
    // Caching itself is Next's (e2e/cluster covers who may bypass or clear it).
    for (const flag of ["?cache=false", "?cache=clear", "?cache=true"]) {
      expect((await get("fr-FR", flag)).status).toBe(200);
    }
    expect(locales.at(-1)).toBe("fr-FR");
  });

  it("refuses what is not a data-service locale", async () => {
    const response = await get("german");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: { sisCode: "sisCode must be a data-service locale such as en-US or de-CH" },
    });
    expect((await get("de-CH", "?cache=maybe")).status).toBe(400);
  });
});
