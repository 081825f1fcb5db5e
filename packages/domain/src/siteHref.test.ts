import { describe, expect, it } from "vitest";
import { siteHref } from "./siteHref.ts";

describe("siteHref", () => {
  it.each([
    ["/products", "de-ch", null, "/de-ch/products"],
    ["/", "en", null, "/en"],
    ["agenda", "es", "na-events", "/es/na-events/agenda"],
    ["/", "en", "na-events", "/en/na-events"],
    ["https://www.example.com", "en", null, "https://www.example.com"],
    ["action:open-news-feed-panel", "en", null, "action:open-news-feed-panel"],
    ["mailto:info@wire.example", "en", null, "mailto:info@wire.example"],
  ])("%s in %s on %s → %s", (url, locale, slug, expected) => {
    expect(siteHref(url, locale, slug)).toBe(expected);
  });
});
