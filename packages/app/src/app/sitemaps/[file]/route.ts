import {
  ALL_COUNTRY,
  dataServiceLocale,
  siteLocales,
  supportsCountry,
  visibleProducts,
} from "@wire/domain";
import { appConfig } from "../../../config";
import { PLAIN } from "../../../data/cache";
import { getProductData } from "../../../data/catalogue";
import { getSitePages } from "../../../data/content";
import { siteFrameData } from "../../../data/routing";
import { logger } from "../../../http/logger";
import { catalogueSitemapEntries, sitemapEntries, sitemapXml } from "../../../site/sitemap";

/** One site's sitemap: `/sitemaps/main.xml` for the main site, `/sitemaps/{site slug}.xml` else. */
export async function GET(_: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const name = file.endsWith(".xml") ? file.slice(0, -4) : null;
  const { sites, locales } = await siteFrameData(PLAIN);
  const site = sites.find((s) => (s.slug ?? "main") === name);
  if (!site) return new Response("No such sitemap.", { status: 404 });
  const pages = await getSitePages(PLAIN, site.id);
  const offered = siteLocales(site, locales);
  const origin = appConfig().APP_URL;
  const entries = sitemapEntries(pages, offered, origin, site.slug);
  if (site.slug === null) {
    // The catalogue belongs to the main site: what a visitor without a country (ALL) may see.
    const data = await getProductData(PLAIN, dataServiceLocale("en")).catch((error: Error) => {
      logger.error(`[sitemap] product data unavailable: ${error.message}`);
      return { classifications: [], products: [] };
    });
    const routes = [
      ...data.classifications.filter((c) => supportsCountry(c, ALL_COUNTRY.countryCode)),
      ...visibleProducts(data.products, ALL_COUNTRY.countryCode),
    ].map((item) => item.route);
    entries.push(...catalogueSitemapEntries([...new Set(routes)], offered, origin));
  }
  const xml = sitemapXml(entries);
  return new Response(xml, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
}
