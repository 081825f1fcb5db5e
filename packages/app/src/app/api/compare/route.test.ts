import { describe, expect, it } from "vitest";
import { GET } from "./route";

const get = (query: string) => GET(new Request(`http://app.test/api/compare?${query}`));

describe("GET /api/compare", () => {
  it("answers 400 with a message per field for a malformed query, before any service call", async () => {
    const cases: [string, string][] = [
      ["slugs=a", "locale"],
      ["locale=EN_us", "locale"],
      ["locale=en&slugs=a,<b>", "slugs"],
      ["locale=en&classifications=UPPER", "classifications"],
    ];
    for (const [query, field] of cases) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { errors: Record<string, string> };
      expect(Object.keys(body.errors), query).toEqual([field]);
    }
  });

  it("refuses more than 50 products", async () => {
    const slugs = Array.from({ length: 51 }, (_, i) => `p-${i}`).join(",");
    const response = await get(`locale=en&slugs=${slugs}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: { slugs: "slugs must list at most 50 slugs" },
    });
  });
});
