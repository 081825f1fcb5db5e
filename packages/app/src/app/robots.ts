import type { MetadataRoute } from "next";
import { appConfig } from "../config";

/**
 * Crawlers may read the public site; the portal, sign-in and login returns,
 * the API and the editor are not for them (the portal's name is the
 * `portal` segment under any locale).
 */
/** Built per request: the origin comes from the runtime configuration, not the build. */
export const dynamic = "force-dynamic";

export default function robots(): MetadataRoute.Robots {
  const origin = appConfig().APP_URL;
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: ["/api/", "/*/portal", "/*/sign-in", "/*/callback", "/blank-callback", "/*/editor"],
    },
    sitemap: `${origin}/sitemap.xml`,
  };
}
