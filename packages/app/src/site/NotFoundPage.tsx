import { PageContent, ThemeRoot } from "@wire/design-system";
import { buildBreadcrumb, decodeRenderContext, siteLocales } from "@wire/domain";
import { NotFoundView } from "../components/lazy";
import { appConfig } from "../config";
import { cacheMode } from "../data/cache";
import { siteFrameData } from "../data/routing";
import { templateOf } from "../i18n/fillTemplate";
import { serverTranslator } from "../i18n/serverTranslator";
import { pagePath } from "./alternates";
import { SiteChrome } from "./SiteChrome";

/**
 * The 404 page naming the path (the non-fatal "Page not found: {path}" of
 * spec section 8), inside the site's frame and with the breadcrumb's "404"
 * item. A route whose site or locale fails validation has no frame: it shows
 * the fatal "Page Not Found: {fullPath}" (spec section 8). Only the route's
 * site and locale segments are read, so the 404 can be kept too.
 */
export async function NotFoundPage({
  siteSegment,
  urlCode,
  bare = false,
}: {
  /** The route's first segment: the render context the proxy chose, or the visitor's own. */
  siteSegment: string;
  /** The route's locale segment. */
  urlCode: string | undefined;
  /** Without the site's header and footer (the route's own not-found page, see there). */
  bare?: boolean;
}) {
  const context = decodeRenderContext(siteSegment);
  const mode = cacheMode(context ?? { nextRelease: false, fresh: false });
  const data = await siteFrameData(mode).catch(() => null);
  const site = data?.sites.find((s) => s.id === context?.siteId);
  const locale =
    site && data ? siteLocales(site, data.locales).find((l) => l.urlCode === urlCode) : undefined;
  const t = serverTranslator(locale?.language ?? "en");
  const home = locale && site ? pagePath(locale.urlCode, site.slug, []) : "/";
  const fatal = !site || !locale;
  const localeSegment = context?.implicitLocale ? null : (urlCode ?? null);
  // Without a known site the proxy did not choose this route: its segments are the visitor's path.
  const leadingSegments = site ? [localeSegment, site.slug] : [siteSegment, urlCode ?? null];
  const body = (
    <>
      {/* React hoists it into <head>; not-found pages have no metadata export. */}
      <title>{`${t("notFound.title")} | ${appConfig().COMPANY_NAME}`}</title>
      <NotFoundView
        overline={t("breadcrumb.notFound")}
        titleTemplate={
          fatal
            ? templateOf(t, "notFound.routeNotFound", ["fullPath"])
            : templateOf(t, "notFound.pageNotFound", ["path"])
        }
        leadingSegments={leadingSegments.filter((s): s is string => s !== null)}
        text={t("notFound.text")}
        homeLinkText={t("errorPage.homeLinkText")}
        homeHref={home}
      />
    </>
  );
  if (!site || !locale || bare) {
    return (
      <ThemeRoot>
        <PageContent id="main" tabIndex={-1}>
          {body}
        </PageContent>
      </ThemeRoot>
    );
  }
  return (
    <SiteChrome
      mode={mode}
      site={site}
      locale={locale}
      theme={site.theme}
      t={t}
      alternates={[]}
      breadcrumb={buildBreadcrumb(
        { kind: "notFound" },
        { homeHref: home, homeTitle: t("breadcrumb.home") },
      )}
    >
      {body}
    </SiteChrome>
  );
}
