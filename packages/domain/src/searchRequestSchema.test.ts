import { describe, expect, it } from "vitest";
import { searchRequestSchema, suggestRequestSchema } from "./searchRequestSchema.ts";

describe("search request schemas", () => {
  it("accept a suggestion request and trim the query", () => {
    expect(
      suggestRequestSchema.parse({ localeCode: "de-ch", siteSlug: null, query: "  crimp " }),
    ).toEqual({ localeCode: "de-ch", siteSlug: null, query: "crimp" });
  });
  it("default the results page to 1 and read it from text", () => {
    expect(searchRequestSchema.parse({ localeCode: "en", query: "x" }).page).toBe(1);
    expect(searchRequestSchema.parse({ localeCode: "en", query: "x", page: "3" }).page).toBe(3);
  });
  it("filter by one kind of result, or by none", () => {
    expect(searchRequestSchema.parse({ localeCode: "en", query: "x", kind: "story" }).kind).toBe(
      "story",
    );
    expect(searchRequestSchema.parse({ localeCode: "en", query: "x" }).kind).toBeUndefined();
    const wrong = searchRequestSchema.safeParse({ localeCode: "en", query: "x", kind: "pdf" });
    expect(wrong.error?.issues[0]?.message).toBe(
      "kind must be one of product, service, story, mediaRelease, page",
    );
  });
  it("name what is wrong", () => {
    const result = searchRequestSchema.safeParse({ localeCode: "english", query: "", page: 0 });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toContain("localeCode must be a locale such as en, de or de-ch");
    expect(messages).toContain("query must not be empty");
    expect(messages).toContain("page must be a whole number from 1");
  });
});
