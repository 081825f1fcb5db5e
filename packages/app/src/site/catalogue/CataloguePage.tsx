import { COOKIE_NAMES, type Locale, resolveMeasurementSystem } from "@wire/domain";
import type { Site } from "@wire/graphql";
import { cookies } from "next/headers";
import { getCountries } from "../../data/content";
import type { Translator } from "../../i18n/serverTranslator";
import { localeAlternates, pagePath } from "../alternates";
import { SiteChrome } from "../SiteChrome";
import {
  CatalogueBody,
  type CatalogueContext,
  CatalogueMessages,
  catalogueBreadcrumb,
} from "./CatalogueBody";
import type { CatalogueView } from "./resolveCatalogue";

/** The visitor's measurement system: their choice (cookie), else their country's, else Metric. */
export async function measurementSystemFor(locale: Locale) {
  const choice = (await cookies()).get(COOKIE_NAMES.measurementSystem)?.value;
  const countries = await getCountries(locale.language).catch(() => []);
  return resolveMeasurementSystem(
    choice,
    countries.find((c) => c.countryCode === locale.country),
  );
}

export async function catalogueContext(
  locale: Locale,
  siteSlug: string | null,
  t: Translator,
): Promise<CatalogueContext> {
  return {
    language: locale.language,
    base: pagePath(locale.urlCode, siteSlug, []),
    t,
    system: await measurementSystemFor(locale),
  };
}

/**
 * A classification, product or capability page in the site's frame; a
 * product page wears its brand's theme (spec section 9).
 */
export async function CataloguePage({
  site,
  locale,
  offered,
  segments,
  view,
  t,
}: {
  site: Site;
  locale: Locale;
  offered: readonly Locale[];
  segments: readonly string[];
  view: Exclude<CatalogueView, { kind: "hidden" }>;
  t: Translator;
}) {
  const ctx = await catalogueContext(locale, site.slug, t);
  return (
    <SiteChrome
      site={site}
      locale={locale}
      theme={view.kind === "product" ? view.product.brandTheme : site.theme}
      t={t}
      breadcrumb={catalogueBreadcrumb(view, ctx)}
      alternates={localeAlternates(offered, site.slug, segments, locale.language)}
    >
      <CatalogueMessages language={locale.language}>
        <CatalogueBody view={view} ctx={ctx} />
      </CatalogueMessages>
    </SiteChrome>
  );
}
