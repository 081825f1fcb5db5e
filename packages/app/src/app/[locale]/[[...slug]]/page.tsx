import { buildBreadcrumb, COOKIE_NAMES } from "@wire/domain";
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { requireSession } from "../../../auth/requireSession";
import { FallbackLanguageBanner } from "../../../components/FallbackLanguageBanner";
import { appConfig } from "../../../config";
import { serverTranslator } from "../../../i18n/serverTranslator";
import { loadSitePage } from "../../../site/loadSitePage";
import { PageModules } from "../../../site/PageModules";
import { SiteChrome } from "../../../site/SiteChrome";
import { siteHref } from "../../../site/siteHref";

interface Props {
  params: Promise<{ locale: string; slug?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function load({ params, searchParams }: Props) {
  const { locale, slug = [] } = await params;
  const direct = (await searchParams).direct;
  return loadSitePage(locale, slug, typeof direct === "string" && direct ? direct : null);
}

const pagePath = (urlCode: string, siteSlug: string | null, segments: readonly string[]) =>
  `/${[urlCode, ...(siteSlug ? [siteSlug] : []), ...segments].join("/")}`;

/**
 * A CMS page of any site, rendered on the server from the content service
 * in the site's frame. Pages with CIAM-role protection need a login.
 */
export default async function ContentPage(props: Props) {
  const { site, locale, offered, segments, page } = await load(props);
  if (page.protection === "CIAM_ROLE") await requireSession(locale.urlCode);
  // The preview-password gate belongs to the editor area; until it exists such pages stay hidden.
  if (page.protection === "PASSWORD") notFound();

  const t = serverTranslator(locale.language);
  const names = new Intl.DisplayNames([locale.language], { type: "language" });
  const regions = new Intl.DisplayNames([locale.language], { type: "region" });
  const home = pagePath(locale.urlCode, site.slug, []);
  const breadcrumb =
    segments.length === 0
      ? []
      : buildBreadcrumb(
          {
            kind: "page",
            branch: page.branch.map((b) => ({
              title: b.title,
              breadcrumbOverride: b.breadcrumbOverride,
              href: b.url ? siteHref(b.url, locale.urlCode, site.slug) : null,
            })),
            pageTitle: page.title,
          },
          { homeHref: home, homeTitle: t("breadcrumb.home") },
        );
  const dismissed = (await cookies()).get(COOKIE_NAMES.fallbackLanguage)?.value === locale.language;
  const fallbackPath = pagePath(page.contentLanguage, site.slug, segments);

  return (
    <SiteChrome
      site={site}
      locale={locale}
      theme={page.theme}
      t={t}
      breadcrumb={breadcrumb}
      alternates={offered.map((l) => ({
        locale: l,
        href: pagePath(l.urlCode, site.slug, segments),
        label: l.isInternational
          ? (names.of(l.language) ?? l.language)
          : `${names.of(l.language) ?? l.language} (${regions.of(l.country) ?? l.country})`,
      }))}
      banner={
        page.isLanguageFallback && !dismissed ? (
          <FallbackLanguageBanner
            text={t("languageBanner.fallbackNotice", {
              language: names.of(locale.language) ?? locale.language,
              fallbackLanguage: names.of(page.contentLanguage) ?? page.contentLanguage,
            })}
            switchText={t("languageBanner.switchButton", {
              language: names.of(page.contentLanguage) ?? page.contentLanguage,
            })}
            href={fallbackPath}
            lang={page.contentLanguage}
            closeLabel={t("languageBanner.dismissButton")}
            requestedLanguage={locale.language}
          />
        ) : null
      }
    >
      <PageModules
        modules={page.modules}
        locale={locale.urlCode}
        siteSlug={site.slug}
        formatSize={(bytes) =>
          new Intl.NumberFormat(locale.language === "de" ? "de-CH" : locale.language, {
            style: "unit",
            unit: bytes >= 1_000_000 ? "megabyte" : "kilobyte",
            maximumFractionDigits: 1,
          }).format(bytes >= 1_000_000 ? bytes / 1_000_000 : bytes / 1_000)
        }
      />
    </SiteChrome>
  );
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { site, locale, offered, segments, page } = await load(props);
  const config = appConfig();
  const path = pagePath(locale.urlCode, site.slug, segments);
  return {
    title: `${page.title} | ${config.COMPANY_NAME}`,
    ...(page.description ? { description: page.description } : {}),
    alternates: {
      canonical: `${config.APP_URL}${path}`,
      languages: Object.fromEntries(
        offered
          .filter((l) => page.languages.includes(l.language))
          .map((l) => [
            l.isInternational ? l.language : l.code,
            `${config.APP_URL}${pagePath(l.urlCode, site.slug, segments)}`,
          ]),
      ),
    },
    openGraph: {
      title: page.title,
      ...(page.description ? { description: page.description } : {}),
      url: `${config.APP_URL}${path}`,
      siteName: config.COMPANY_NAME,
      locale: locale.code.replace("-", "_"),
      type: page.kind === "Story" || page.kind === "MediaRelease" ? "article" : "website",
      ...(page.image ? { images: [{ url: page.image.url, alt: page.image.alternativeText }] } : {}),
    },
  };
}
