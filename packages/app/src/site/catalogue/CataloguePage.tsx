import { type Locale, resolveMeasurementSystem } from "@wire/domain";
import type { Site } from "@wire/graphql";
import type { CacheMode } from "../../data/cache";
import { getCountries } from "../../data/content";
import type { Translator } from "../../i18n/serverTranslator";
import { localeAlternates, pagePath } from "../alternates";
import { SiteChrome } from "../SiteChrome";
import { CatalogueBody, type CatalogueContext, catalogueBreadcrumb } from "./CatalogueBody";
import type { CatalogueView } from "./resolveCatalogue";

/**
 * The measurement system a page is rendered in: the country's, else Metric.
 * A visitor's own choice (a cookie) is applied in the browser, so the page
 * stays the same for everyone and can be kept.
 */
export async function measurementSystemFor(mode: CacheMode, locale: Locale) {
  const countries = await getCountries(mode, locale.language).catch(() => []);
  return resolveMeasurementSystem(
    undefined,
    countries.find((c) => c.countryCode === locale.country),
  );
}

export async function catalogueContext(
  mode: CacheMode,
  locale: Locale,
  siteSlug: string | null,
  t: Translator,
): Promise<CatalogueContext> {
  return {
    language: locale.language,
    base: pagePath(locale.urlCode, siteSlug, []),
    t,
    system: await measurementSystemFor(mode, locale),
  };
}

/**
 * A classification, product or capability page in the site's frame; a
 * product page wears its brand's theme (spec section 9).
 */
export async function CataloguePage({
  mode,
  site,
  locale,
  offered,
  segments,
  view,
  t,
}: {
  mode: CacheMode;
  site: Site;
  locale: Locale;
  offered: readonly Locale[];
  segments: readonly string[];
  view: Exclude<CatalogueView, { kind: "hidden" }>;
  t: Translator;
}) {
  const ctx = await catalogueContext(mode, locale, site.slug, t);
  return (
    <SiteChrome
      mode={mode}
      site={site}
      locale={locale}
      theme={view.kind === "product" ? view.product.brandTheme : site.theme}
      t={t}
      breadcrumb={catalogueBreadcrumb(view, ctx)}
      alternates={localeAlternates(offered, site.slug, segments)}
    >
      <CatalogueBody view={view} ctx={ctx} />
    </SiteChrome>
  );
}
