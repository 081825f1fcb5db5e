import { describe, expect, it } from "vitest";
import { type BreadcrumbPage, buildBreadcrumb } from "./buildBreadcrumb.ts";

const home = { title: "Home", href: "/de", iconOnly: true };
const lineage = [
  { name: "Products", route: "/de/products" },
  { name: "Cutting", route: "/de/products/cutting" },
];

describe("buildBreadcrumb", () => {
  it.each<[string, BreadcrumbPage, unknown[]]>([
    ["root", { kind: "root" }, []],
    ["unknown page", { kind: "notFound" }, [home, { title: "404", href: "/de" }]],
    [
      "file-based classification page",
      { kind: "classification", lineage },
      [
        home,
        { title: "Products", href: "/de/products" },
        { title: "Cutting", href: "/de/products/cutting" },
      ],
    ],
    [
      "product",
      { kind: "product", lineage, productName: "Gamma 263" },
      [
        home,
        { title: "Products", href: "/de/products" },
        { title: "Cutting", href: "/de/products/cutting" },
        { title: "Gamma 263" },
      ],
    ],
    [
      "content page",
      {
        kind: "page",
        branch: [
          { title: "Company", breadcrumbOverride: "About us", href: "/de/company" },
          { title: "Team", href: null },
          { title: "Jobs nav", href: "/de/company/jobs" },
        ],
        pageTitle: "Jobs",
      },
      [
        home,
        { title: "About us", href: "/de/company" },
        { title: "Team" },
        { title: "Jobs", href: "/de/company/jobs" },
      ],
    ],
    [
      "page without branch",
      { kind: "page", branch: [], pageTitle: "Imprint" },
      [home, { title: "Imprint" }],
    ],
  ])("%s", (_name, page, expected) => {
    expect(buildBreadcrumb(page, { homeHref: "/de" })).toEqual(expected);
  });

  it("takes a home title", () => {
    expect(buildBreadcrumb({ kind: "notFound" }, { homeHref: "/", homeTitle: "Start" })[0]).toEqual(
      {
        title: "Start",
        href: "/",
        iconOnly: true,
      },
    );
  });
});
