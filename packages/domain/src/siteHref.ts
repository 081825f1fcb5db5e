/**
 * Turns a content link into a site URL: paths get the locale and the site's
 * slug in front; `https://`, `hard:`, `action:` and `mailto:` targets stay
 * as they are (the design system's Link tells them apart).
 *
 * @example
 * siteHref("/products", "de-ch", null); // => "/de-ch/products"
 */
export function siteHref(url: string, locale: string, siteSlug: string | null): string {
  if (/^(https?:|hard:|action:|mailto:|tel:)/.test(url)) return url;
  const path = url.startsWith("/") ? url : `/${url}`;
  const base = `/${locale}${siteSlug ? `/${siteSlug}` : ""}`;
  return path === "/" ? base : `${base}${path}`;
}
