import { siteLocales } from "@wire/domain";
import { appConfig } from "../../../config";
import { getSitePages } from "../../../data/content";
import { routingData } from "../../../data/routing";
import { sitemapEntries, sitemapXml } from "../../../site/sitemap";

/** One site's sitemap: `/sitemaps/main.xml` for the main site, `/sitemaps/{site slug}.xml` else. */
export async function GET(_: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const name = file.endsWith(".xml") ? file.slice(0, -4) : null;
  const { sites, locales } = await routingData();
  const site = sites.find((s) => (s.slug ?? "main") === name);
  if (!site) return new Response("No such sitemap.", { status: 404 });
  const pages = await getSitePages(site.id);
  const xml = sitemapXml(
    sitemapEntries(pages, siteLocales(site, locales), appConfig().APP_URL, site.slug),
  );
  return new Response(xml, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
}
