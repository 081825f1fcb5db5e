import { describe, expect, it } from "vitest";
import { parsePath } from "./parsePath.ts";

const siteSlugs = ["events", "brand-portal"];

describe("parsePath", () => {
  it.each([
    ["/", {}, { parentSlug: "home", slug: "home", segments: [] }],
    ["", {}, { parentSlug: "home", slug: "home", segments: [] }],
    ["/de", {}, { locale: { lang: "de" }, parentSlug: "home", slug: "home", segments: [] }],
    [
      "/de-ch/products",
      {},
      {
        locale: { lang: "de", country: "ch" },
        parentSlug: "home",
        slug: "products",
        segments: ["products"],
      },
    ],
    [
      "/de-ch/events/products/gamma?x=1#top",
      { siteSlugs },
      {
        locale: { lang: "de", country: "ch" },
        siteSlug: "events",
        parentSlug: "products",
        slug: "gamma",
        segments: ["products", "gamma"],
      },
    ],
    [
      "/events",
      { siteSlugs },
      { siteSlug: "events", parentSlug: "home", slug: "home", segments: [] },
    ],
    [
      "/products/cutting/gamma/",
      { siteSlugs },
      { parentSlug: "cutting", slug: "gamma", segments: ["products", "cutting", "gamma"] },
    ],
    [
      "/products/events",
      { siteSlugs },
      { parentSlug: "products", slug: "events", segments: ["products", "events"] },
    ],
    ["/go/x", { localeCodes: ["de"] }, { parentSlug: "go", slug: "x", segments: ["go", "x"] }],
    [
      "/de/x",
      { localeCodes: ["de"] },
      { locale: { lang: "de" }, parentSlug: "home", slug: "x", segments: ["x"] },
    ],
  ] as const)("%s %j", (pathname, options, expected) => {
    expect(parsePath(pathname, options)).toEqual(expected);
  });
});
