import { appConfig } from "../../config";
import { PLAIN } from "../../data/cache";
import { siteFrameData } from "../../data/routing";
import { sitemapIndexXml } from "../../site/sitemap";

/** Answered per request: it reads the sites from the content service, which a build has not. */
export const dynamic = "force-dynamic";

/** The sitemap index: one sitemap per site (`main` for the main site). */
export async function GET() {
  const { sites } = await siteFrameData(PLAIN);
  const origin = appConfig().APP_URL;
  const xml = sitemapIndexXml(sites.map((s) => `${origin}/sitemaps/${s.slug ?? "main"}.xml`));
  return new Response(xml, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
}
