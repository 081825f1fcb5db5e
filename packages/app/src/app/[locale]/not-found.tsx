import { PageContent, PageNotFound, ThemeRoot } from "@wire/design-system";
import { buildBreadcrumb, siteLocales } from "@wire/domain";
import { headers } from "next/headers";
import { appConfig } from "../../config";
import { routingData } from "../../data/routing";
import { serverTranslator } from "../../i18n/serverTranslator";
import { LOCALE_HEADER, ORIGINAL_PATH_HEADER, SITE_ID_HEADER } from "../../routing/requestHeaders";
import { SiteChrome } from "../../site/SiteChrome";

/**
 * Answers 404 for any path no page matches, naming the path (the non-fatal
 * "Page not found: {path}" of spec section 8), inside the site's frame and
 * with the breadcrumb's "404" item.
 */
export default async function NotFound() {
  const h = await headers();
  const path = h.get(ORIGINAL_PATH_HEADER) ?? "/";
  const data = await routingData().catch(() => null);
  const site = data?.sites.find((s) => s.id === h.get(SITE_ID_HEADER));
  const locale =
    site && data
      ? siteLocales(site, data.locales).find((l) => l.urlCode === h.get(LOCALE_HEADER))
      : undefined;
  const t = serverTranslator(locale?.language ?? "en");
  const home = locale ? `/${locale.urlCode}${site?.slug ? `/${site.slug}` : ""}` : "/";
  const body = (
    <>
      {/* React hoists it into <head>; not-found pages have no metadata export. */}
      <title>{`${t("notFound.title")} | ${appConfig().COMPANY_NAME}`}</title>
      <PageNotFound
        overline={t("breadcrumb.notFound")}
        title={t("notFound.pageNotFound", { path })}
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
