import type { BasketProduct } from "@wire/domain";

import { COMPARE_PARAM } from "./compareParam";

export { COMPARE_PARAM };

/** One product instance of a shared comparison. */
export interface SharedCompareEntry {
  slug: string;
  variantId: string | null;
}

const SLUG = /^[a-z0-9-]{1,100}$/;
const VARIANT = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * Reads `?compare=slug:variant,slug` (a shared comparison). Entries that are not a product slug
 * with an optional variant id are skipped; at most 20 are kept.
 *
 * @example
 * parseCompareParam("alpha-530:alpha-530-s,alpha-560"); // => [{ slug: "alpha-530", variantId: "alpha-530-s" }, { slug: "alpha-560", variantId: null }]
 */
export function parseCompareParam(value: string | null | undefined): SharedCompareEntry[] {
  if (!value) return [];
  return value
    .split(",")
    .map((part) => part.trim())
    .flatMap((part) => {
      const [slug = "", variantId, ...rest] = part.split(":");
      if (rest.length > 0 || !SLUG.test(slug)) return [];
      if (variantId !== undefined && !VARIANT.test(variantId)) return [];
      return [{ slug, variantId: variantId ?? null }];
    })
    .slice(0, 20);
}

/**
 * The shareable URL of a comparison: the page's own URL with `?compare=…` listing the instances
 * (slug, and variant when chosen) in column order.
 *
 * @example
 * compareShareUrl("https://x.com/en/products?a=1", [{ slug: "alpha-530", variantId: "s" }]);
 * // => "https://x.com/en/products?a=1&compare=alpha-530:s"
 */
export function compareShareUrl(
  pageUrl: string,
  products: readonly Pick<BasketProduct, "slug" | "variantId">[],
): string {
  const url = new URL(pageUrl);
  url.searchParams.delete(COMPARE_PARAM);
  url.hash = "";
  const value = products
    .map((p) => (p.variantId ? `${p.slug}:${p.variantId}` : p.slug))
    .map((part) => encodeURIComponent(part).replace(/%3A/gi, ":"))
    .join(",");
  const search = url.searchParams.toString();
  return `${url.origin}${url.pathname}?${search ? `${search}&` : ""}${COMPARE_PARAM}=${value}`;
}
