import { NOT_FOUND_BREADCRUMB_TITLE } from "./messages.ts";

/** A breadcrumb item; the home item shows only an icon. */
export interface BreadcrumbItem {
  readonly title: string;
  readonly href?: string;
  readonly iconOnly?: boolean;
}

/** A classification lineage entry (spec §3): name and route. */
export interface LineageEntry {
  readonly name: string;
  readonly route: string;
}

/** A navigation branch entry: its title, an optional breadcrumb override and its link. */
export interface BranchEntry {
  readonly title: string;
  readonly breadcrumbOverride?: string | null;
  readonly href?: string | null;
}

/** The page the breadcrumb is built for. */
export type BreadcrumbPage =
  | { readonly kind: "root" }
  | { readonly kind: "notFound" }
  /** A file-based page under products, services or smart-factory. */
  | { readonly kind: "classification"; readonly lineage: readonly LineageEntry[] }
  | {
      readonly kind: "product";
      readonly lineage: readonly LineageEntry[];
      readonly productName: string;
    }
  | { readonly kind: "page"; readonly branch: readonly BranchEntry[]; readonly pageTitle: string };

/** Where home is. */
export interface BreadcrumbOptions {
  /** The root route, e.g. `/de-ch`. */
  readonly homeHref: string;
  /** Accessible title of the icon-only home item. Default `"Home"`. */
  readonly homeTitle?: string;
}

/**
 * Builds the breadcrumb (spec §2): empty at the root; otherwise the icon-only home item first,
 * then: the classification lineage (file-based pages under products/services/smart-factory); the
 * lineage plus the unlinked product name (products); the navigation branch titles (a
 * `breadcrumbOverride` wins) with the page title replacing the last one (other pages; an empty
 * branch gives just the page title, unlinked); or a "404" item linking to the root (unknown page).
 *
 * @example
 * buildBreadcrumb({ kind: "product", lineage: [{ name: "Products", route: "/de/products" }], productName: "Gamma" }, { homeHref: "/de" });
 * // => [{ title: "Home", href: "/de", iconOnly: true }, { title: "Products", href: "/de/products" }, { title: "Gamma" }]
 */
export function buildBreadcrumb(
  page: BreadcrumbPage,
  options: BreadcrumbOptions,
): BreadcrumbItem[] {
  if (page.kind === "root") return [];
  const home: BreadcrumbItem = {
    title: options.homeTitle ?? "Home",
    href: options.homeHref,
    iconOnly: true,
  };
  const lineage = (entries: readonly LineageEntry[]): BreadcrumbItem[] =>
    entries.map((entry) => ({ title: entry.name, href: entry.route }));

  switch (page.kind) {
    case "notFound":
      return [home, { title: NOT_FOUND_BREADCRUMB_TITLE, href: options.homeHref }];
    case "classification":
      return [home, ...lineage(page.lineage)];
    case "product":
      return [home, ...lineage(page.lineage), { title: page.productName }];
    case "page": {
      if (page.branch.length === 0) return [home, { title: page.pageTitle }];
      const items = page.branch.map((entry, index): BreadcrumbItem => {
        const title =
          index === page.branch.length - 1
            ? page.pageTitle
            : entry.breadcrumbOverride || entry.title;
        return entry.href ? { title, href: entry.href } : { title };
      });
      return [home, ...items];
    }
  }
}
