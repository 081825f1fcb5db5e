import {
  BrandLogo,
  Breadcrumb,
  Footer,
  PageContent,
  SkipLink,
  ThemeRoot,
} from "@wire/design-system";
import {
  type BreadcrumbItem,
  type Locale,
  localeCookieName,
  siteHref,
  visibleNavigationItems,
} from "@wire/domain";
import type { NavigationItem, Site, SiteNavigation } from "@wire/graphql";
import { cache, type ReactNode } from "react";
import { LocaleCookieSync } from "../components/LocaleCookieSync";
import { SiteOverlays } from "../components/overlays/SiteOverlays";
import { SearchHeader } from "../components/search/SearchHeader";
import { appConfig } from "../config";
import type { CacheMode } from "../data/cache";
import { getNewsFeed, siteNavigation } from "../data/content";
import { logger } from "../http/logger";
import { languageOf } from "../i18n/languageOf";
import type { Translator } from "../i18n/serverTranslator";
import { searchLabels } from "./widgetLabels";

interface SiteChromeProps {
  site: Site;
  /** How this render reads cached data (the render context's flags). */
  mode: CacheMode;
  locale: Locale;
  /** The locales the site offers, for the language switcher (each with this page's URL). */
  alternates: { locale: Locale; href: string; label: string }[];
  theme: string;
  breadcrumb: readonly BreadcrumbItem[];
  t: Translator;
  banner?: ReactNode;
  children: ReactNode;
}

const warn = (message: string) => logger.warn(`[navigation] ${message}`);

/** What the header and footer show when the content service gives no navigation at all. */
const NO_NAVIGATION: Pick<SiteNavigation, "headerNavigation" | "footerNavigation"> = {
  headerNavigation: { theme: "Default", hidden: false, homeItems: [], topItems: [] },
  footerNavigation: { theme: "Default", contactLink: null, navigationSections: [] },
};

/**
 * The header's link tree and the news ids of a site in a language, once per
 * request: a page and the not-found boundary that Next renders beside it
 * share these objects, so the page's RSC payload carries them once.
 */
const chromeData = cache(
  async (mode: CacheMode, site: Site, language: string, urlCode: string, country: string) => {
    const href = (url: string | null) => (url ? siteHref(url, urlCode, site.slug) : undefined);
    // Both were started beside the page's look-up (`preloadSiteChrome`); neither waits for the other.
    const [navigation, news] = await Promise.all([
      siteNavigation(mode, language, site.id),
      getNewsFeed(mode, language, null).catch((error: Error) => {
        logger.error(`[news-feed] ${error.message}`);
        return { items: [] };
      }),
    ]);
    const header = navigation?.headerNavigation ?? NO_NAVIGATION.headerNavigation;
    const footer = navigation?.footerNavigation ?? NO_NAVIGATION.footerNavigation;
    const top = visibleNavigationItems(header.topItems, country, warn) as NavigationItem[];
    const headerItems = top.map((item) => ({
      id: item.id,
      title: item.title,
      ...(item.url ? { href: href(item.url)! } : {}),
      ...(item.sections.length > 0
        ? {
            columns: item.sections.map((section) => ({
              title: section.title,
              links: (
                visibleNavigationItems(section.items, country, warn) as NavigationItem[]
              ).flatMap((link) => (link.url ? [{ title: link.title, href: href(link.url)! }] : [])),
            })),
          }
        : {}),
      ...(item.contentTeaserCard
        ? {
            teaser: {
              title: item.contentTeaserCard.title,
              href: href(item.contentTeaserCard.link.url)!,
              linkText: item.contentTeaserCard.link.text,
              ...(item.contentTeaserCard.overline
                ? { overline: item.contentTeaserCard.overline }
                : {}),
              ...(item.contentTeaserCard.text ? { text: item.contentTeaserCard.text } : {}),
              ...(item.contentTeaserCard.image
                ? {
                    imageSrc: item.contentTeaserCard.image.url,
                    imageAlt: item.contentTeaserCard.image.alternativeText,
                  }
                : {}),
            },
          }
        : {}),
    }));
    // The news button counts the unread among the newest items; the panel loads them when opened.
    return { header, footer, headerItems, newsIds: news.items.map((item) => item.id) };
  },
);

/**
 * The public site's frame around a page: skip link, header with the site's
 * navigation (mega menus, marketing section, teaser card) and language
 * switcher, breadcrumb, the page in its theme, footer. The header and
 * footer themes come from the site's navigation; hidden headers are not shown.
 */
export async function SiteChrome({
  site,
  mode,
  locale,
  alternates,
  theme,
  breadcrumb,
  t,
  banner,
  children,
}: SiteChromeProps) {
  const { header, footer, headerItems, newsIds } = await chromeData(
    mode,
    site,
    locale.language,
    locale.urlCode,
    locale.country,
  );
  const href = (url: string | null) => (url ? siteHref(url, locale.urlCode, site.slug) : undefined);
  const country = locale.country;
  const company = appConfig().COMPANY_NAME;
  const home = `/${locale.urlCode}${site.slug ? `/${site.slug}` : ""}`;
  return (
    <>
      <SkipLink>{t("header.skipLink")}</SkipLink>
      <LocaleCookieSync name={localeCookieName(site.slug)} urlCode={locale.urlCode} />
      {header.hidden ? null : (
        <ThemeRoot theme={header.theme}>
          <SearchHeader
            search={{
              localeCode: locale.urlCode,
              siteSlug: site.slug,
              labels: searchLabels(t),
            }}
            logo={<BrandLogo href={home} name={company} />}
            navigation={headerItems}
            labels={{
              navigation: t("header.mainNavigation"),
              menu: t("header.menu"),
              openMenu: t("header.openMenu"),
              closeMenu: t("header.closeMenu"),
              search: t("search.fieldLabel"),
              language: t("header.localeSwitcher.openLabel", {
                locale: locale.urlCode.toUpperCase(),
              }),
            }}
            // Signed in, the header asks for the user's parts in the browser (the page is cached).
            signIn={{
              href: `/${languageOf(locale.urlCode) ?? "en"}/portal`,
              overline: t("header.userMenu.portal"),
              label: t("header.userMenu.login"),
            }}
            languages={{
              current: locale.urlCode.toUpperCase(),
              items: alternates.map((a) => ({
                id: a.locale.urlCode,
                title: a.label,
                href: a.href,
                lang: a.locale.language,
              })),
            }}
          />
        </ThemeRoot>
      )}
      {/* In the page's theme: outside one, the banner had none of its colours, spacing or font. */}
      {banner ? <ThemeRoot theme={theme}>{banner}</ThemeRoot> : null}
      <ThemeRoot theme={theme}>
        <PageContent id="main" tabIndex={-1}>
          {breadcrumb.length > 0 ? (
            <Breadcrumb
              label={t("breadcrumb.label")}
              backLabel={t("breadcrumb.back")}
              items={breadcrumb.map((item) => ({
                title: item.title,
                ...(item.href ? { href: item.href } : {}),
              }))}
            />
          ) : null}
          {children}
        </PageContent>
      </ThemeRoot>
      <ThemeRoot theme={site.theme}>
        <SiteOverlays
          language={locale.language}
          newsIds={newsIds}
          newsQuery={new URLSearchParams({
            lang: locale.language,
            locale: locale.urlCode,
            ...(site.slug ? { site: site.slug } : {}),
          }).toString()}
          contactHref={`${home}/contact`}
          showSideButtons={!site.hideSideButtons}
          labels={{
            group: t("sideButtons.label"),
            contact: t("sideButtons.contact"),
            newsFeed: t("sideButtons.newsFeed"),
            compare: t("sideButtons.compare"),
            share: t("sideButtons.share"),
          }}
        />
      </ThemeRoot>
      <ThemeRoot theme={footer.theme}>
        <Footer
          label={t("footer.footerNavigation")}
          columns={footer.navigationSections.map((section) => ({
            title: section.title,
            links: (
              visibleNavigationItems(section.items, country, warn) as NavigationItem[]
            ).flatMap((link) => (link.url ? [{ title: link.title, href: href(link.url)! }] : [])),
          }))}
          legalLinks={
            footer.contactLink
              ? [
                  {
                    title: footer.contactLink.text,
                    href: href(footer.contactLink.url)!,
                  },
                ]
              : []
          }
          copyright={t("footer.copyright", { year: new Date().getFullYear(), company })}
        />
      </ThemeRoot>
    </>
  );
}
