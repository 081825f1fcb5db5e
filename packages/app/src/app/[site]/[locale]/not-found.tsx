import { PageContent, ThemeRoot } from "@wire/design-system";
import { buildBreadcrumb, decodeRenderContext, siteLocales } from "@wire/domain";
import { locale as localeParam, site as siteParam } from "next/root-params";
import { NotFoundView } from "../../../components/lazy";
import { appConfig } from "../../../config";
import { cacheMode } from "../../../data/cache";
import { routingData } from "../../../data/routing";
import { templateOf } from "../../../i18n/fillTemplate";
import { serverTranslator } from "../../../i18n/serverTranslator";
import { pagePath } from "../../../site/alternates";
import { SiteChrome } from "../../../site/SiteChrome";

/**
 * Answers 404 for any path no page matches, naming the path (the non-fatal
 * "Page not found: {path}" of spec section 8), inside the site's frame and
 * with the breadcrumb's "404" item. Site and locale are the route's root
 * params, so nothing of the request is read and the 404 can be kept too.
 */
export default async function NotFound() {
  const context = decodeRenderContext((await siteParam()) ?? "");
  const urlCode = await localeParam();
  const mode = cacheMode(context ?? { nextRelease: false, fresh: false });
  const data = await routingData(mode).catch(() => null);
  const site = data?.sites.find((s) => s.id === context?.siteId);
  const locale =
    site && data ? siteLocales(site, data.locales).find((l) => l.urlCode === urlCode) : undefined;
  const t = serverTranslator(locale?.language ?? "en");
  const home = locale && site ? pagePath(locale.urlCode, site.slug, []) : "/";
  const body = (
    <>
      {/* React hoists it into <head>; not-found pages have no metadata export. */}
      <title>{`${t("notFound.title")} | ${appConfig().COMPANY_NAME}`}</title>
      <NotFoundView
        overline={t("breadcrumb.notFound")}
        titleTemplate={templateOf(t, "notFound.pageNotFound", ["path"])}
        siteSlug={site?.slug ?? null}
        implicitLocale={context?.implicitLocale ?? false}
        text={t("notFound.text")}
        homeLinkText={t("errorPage.homeLinkText")}
        homeHref={home}
      />
    </>
  );
  if (!site || !locale) {
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
