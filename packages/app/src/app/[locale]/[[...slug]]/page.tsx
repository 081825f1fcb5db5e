import { buildBreadcrumb, COOKIE_NAMES, effectiveTheme } from "@wire/domain";
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { requireSession } from "../../../auth/requireSession";
import { FallbackLanguageBanner, PreviewPasswordGate } from "../../../components/lazy";
import { appConfig } from "../../../config";
import { serverTranslator, type Translator } from "../../../i18n/serverTranslator";
import { hasPreviewAccess, previewCookieName } from "../../../preview/previewAccess";
import { localeAlternates, pagePath } from "../../../site/alternates";
import { type ListingContext, listStoryContacts } from "../../../site/articles";
import {
  CatalogueMessages,
  ClassificationListing,
  catalogueTitle,
} from "../../../site/catalogue/CatalogueBody";
import { CataloguePage, catalogueContext } from "../../../site/catalogue/CataloguePage";
import {
  type CatalogueView,
  isCatalogueRoute,
  resolveCatalogue,
} from "../../../site/catalogue/resolveCatalogue";
import { loadSitePage } from "../../../site/loadSitePage";
import { ERROR_PAGE_SLUG, PageBody } from "../../../site/PageBody";
import { SiteChrome } from "../../../site/SiteChrome";
import { siteHref } from "../../../site/siteHref";

interface Props {
  params: Promise<{ locale: string; slug?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function load({ params, searchParams }: Props) {
  const { locale, slug = [] } = await params;
  const rawDirect = (await searchParams).direct;
  const direct = typeof rawDirect === "string" && rawDirect ? rawDirect : null;
  // Catalogue paths may have no CMS page: a classification or product answers them.
  const catalogueRoute = isCatalogueRoute(slug) && !direct;
  const context = await loadSitePage(locale, slug, direct, { optional: catalogueRoute });
  const catalogue = catalogueRoute
    ? await resolveCatalogue(context.locale.language, context.locale.country, slug)
    : null;
  if (catalogue?.kind === "hidden" || (!context.page && !catalogue)) notFound();
  const author = context.storyContacts?.author;
  const authorContact = author
    ? (await listStoryContacts({ language: context.locale.language })).find(
        (c) => c.slug === author,
      )
    : undefined;
  if (author && !authorContact) notFound();
  return {
    ...context,
    catalogue: catalogue as Exclude<CatalogueView, { kind: "hidden" }> | null,
    authorName: authorContact?.name ?? null,
  };
}

/** The title the page is known by: an author's name or "Contacts" on the story-contact routes. */
function shownTitle(
  page: { title: string; slug: string },
  storyContacts: { author: string | null } | null,
  authorName: string | null,
  t: Translator,
) {
  // The error page's browser title is its breadcrumb title and the company (spec section 2).
  if (page.slug === ERROR_PAGE_SLUG) return t("errorPage.breadcrumbTitle");
  if (!storyContacts) return page.title;
  return authorName ?? t("stories.contacts");
}

/**
 * A CMS page of any site, rendered on the server from the content service
 * in the site's frame. Pages with CIAM-role protection need a login.
 */
export default async function ContentPage(props: Props) {
  const { site, locale, offered, segments, page, catalogue, storyContacts, authorName } =
    await load(props);
  if (!page) {
    const t = serverTranslator(locale.language);
    return (
      <CataloguePage
        site={site}
        locale={locale}
        offered={offered}
        segments={segments}
        view={catalogue!}
        t={t}
      />
    );
  }
  if (page.protection === "CIAM_ROLE") await requireSession(locale.urlCode);
  const config = appConfig();
  const locked =
    page.protection === "PASSWORD" &&
    !(await hasPreviewAccess((await cookies()).get(previewCookieName(config))?.value, config));

  const t = serverTranslator(locale.language);
  const names = new Intl.DisplayNames([locale.language], { type: "language" });
  const home = pagePath(locale.urlCode, site.slug, []);
  const title = shownTitle(page, storyContacts, authorName, t);
  const branch = page.branch.map((b) => ({
    title: b.title,
    breadcrumbOverride: b.breadcrumbOverride,
    href: b.url ? siteHref(b.url, locale.urlCode, site.slug) : null,
  }));
  if (storyContacts) {
    const contactsHref = `${home}/stories/contacts`;
    branch.push({ title: t("stories.contacts"), breadcrumbOverride: null, href: contactsHref });
    if (authorName) branch.push({ title: authorName, breadcrumbOverride: null, href: null });
  }
  const query = await props.searchParams;
  const rawPage = Number(query.page);
  const listing: ListingContext = {
    language: locale.language,
    t,
    base: home,
    path: pagePath(locale.urlCode, site.slug, segments),
    page: Number.isInteger(rawPage) && rawPage > 0 ? rawPage : 1,
  };
  const breadcrumb =
    segments.length === 0
      ? []
      : buildBreadcrumb(
          { kind: "page", branch, pageTitle: title },
          { homeHref: home, homeTitle: t("breadcrumb.home") },
        );
  const dismissed = (await cookies()).get(COOKIE_NAMES.fallbackLanguage)?.value === locale.language;
  const fallbackPath = pagePath(page.contentLanguage, site.slug, segments);

  return (
    <SiteChrome
      site={site}
      locale={locale}
      theme={effectiveTheme(page.theme, site.theme)}
      t={t}
      breadcrumb={breadcrumb}
      alternates={localeAlternates(offered, site.slug, segments, locale.language)}
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
      {locked ? (
        <PreviewPasswordGate
          labels={{
            title: t("passwordGate.title"),
            text: t("passwordGate.text"),
            password: t("passwordGate.label"),
            submit: t("passwordGate.submit"),
            loading: t("common.loading"),
            wrongPassword: t("passwordGate.wrongPassword"),
            error: t("passwordGate.error"),
          }}
        />
      ) : (
        <>
          <PageBody
            page={page}
            site={site}
            locale={locale}
            t={t}
            title={title}
            storyContacts={storyContacts}
            listing={listing}
            searchQuery={typeof query.q === "string" ? query.q : null}
          />
          {catalogue?.kind === "classification" ? (
            <CatalogueMessages language={locale.language}>
              <ClassificationListing
                view={catalogue}
                ctx={await catalogueContext(locale, site.slug, t)}
              />
            </CatalogueMessages>
          ) : null}
        </>
      )}
    </SiteChrome>
  );
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { site, locale, offered, segments, page, catalogue, storyContacts, authorName } =
    await load(props);
  const config = appConfig();
  const path = pagePath(locale.urlCode, site.slug, segments);
  if (!page) {
    const title = catalogueTitle(catalogue!);
    const description =
      catalogue!.kind === "product" ? catalogue!.product.shortDescription : undefined;
    return {
      title: `${title} | ${config.COMPANY_NAME}`,
      ...(description ? { description } : {}),
      alternates: {
        canonical: `${config.APP_URL}${path}`,
        languages: Object.fromEntries(
          offered
            .filter((l) => l.isInternational)
            .map((l) => [
              l.language,
              `${config.APP_URL}${pagePath(l.urlCode, site.slug, segments)}`,
            ]),
        ),
      },
      openGraph: {
        title,
        ...(description ? { description } : {}),
        url: `${config.APP_URL}${path}`,
        siteName: config.COMPANY_NAME,
        locale: locale.code.replace("-", "_"),
        type: "website",
      },
    };
  }
  const title = shownTitle(page, storyContacts, authorName, serverTranslator(locale.language));
  return {
    title: `${title} | ${config.COMPANY_NAME}`,
    // Protected pages are for people with a login or the preview password, not for search engines.
    ...(page.protection === "NONE" ? {} : { robots: { index: false, follow: false } }),
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
      title,
      ...(page.description ? { description: page.description } : {}),
      url: `${config.APP_URL}${path}`,
      siteName: config.COMPANY_NAME,
      locale: locale.code.replace("-", "_"),
      type: page.kind === "Story" || page.kind === "MediaRelease" ? "article" : "website",
      ...(page.image ? { images: [{ url: page.image.url, alt: page.image.alternativeText }] } : {}),
    },
  };
}
