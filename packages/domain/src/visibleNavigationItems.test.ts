import { describe, expect, it, vi } from "vitest";
import { findNavigationItem, noNavigationItemMessage } from "./findNavigationItem.ts";
import { type NavigationItem, visibleNavigationItems } from "./visibleNavigationItems.ts";

const tree: NavigationItem[] = [
  { title: "Products", url: "/de/products" },
  { title: "Swiss only", url: "/de/ch", countries: ["CH"] },
  { title: "US only", url: "/de/us", countries: ["US"] },
  { title: "Empty", url: "" },
  { title: "Blank", url: "  " },
  { title: "Hidden", url: "/de/hidden", hidden: true },
  { title: "No URL leaf" },
  {
    title: "Company",
    url: null,
    items: [
      { title: "About", url: "/de/company/about" },
      { title: "Jobs", url: "/de/company/jobs?x=1", countries: ["US"] },
    ],
  },
  { title: "Group without visible children", items: [{ title: "x", url: "" }] },
  { title: "Press", url: "/de/press", slug: "media-releases" },
];

describe("visibleNavigationItems", () => {
  it.each([
    ["CH", ["Products", "Swiss only", "Company", "Press"], ["About"]],
    ["us", ["Products", "US only", "Company", "Press"], ["About", "Jobs"]],
  ])("%s", (country, titles, companyChildren) => {
    const warn = vi.fn();
    const result = visibleNavigationItems(tree, country, warn);
    expect(result.map((i) => i.title)).toEqual(titles);
    expect(result.find((i) => i.title === "Company")?.items?.map((i) => i.title)).toEqual(
      companyChildren,
    );
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      'Navigation item "No URL leaf" has no URL',
      'Navigation item "Company" has no URL',
      'Navigation item "Group without visible children" has no URL',
    ]);
  });

  it("works without warn", () => {
    expect(visibleNavigationItems([{ title: "x" }], "CH")).toEqual([]);
  });
});

describe("findNavigationItem", () => {
  it.each([
    ["products", "Products"],
    ["about", "About"],
    ["jobs", "Jobs"],
    ["media-releases", "Press"],
  ])("%s → %s", (slug, title) => {
    expect(findNavigationItem(tree, slug).title).toBe(title);
  });

  it("throws the spec's message", () => {
    expect(() => findNavigationItem(tree, "nope")).toThrow(
      new Error("no navigation item with slug nope exists"),
    );
    expect(noNavigationItemMessage("x")).toBe("no navigation item with slug x exists");
  });
});
