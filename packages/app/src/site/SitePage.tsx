import { buildBreadcrumb, effectiveTheme, siteHref } from "@wire/domain";
import { notFound } from "next/navigation";
import { requireSession } from "../auth/requireSession";
import { FallbackLanguageBanner, PasswordPrompt } from "../components/lazy";
import { passwordPromptLabels } from "../components/passwordPromptLabels";
import { logger } from "../http/logger";
import { serverTranslator, type Translator } from "../i18n/serverTranslator";
import { previewUnlocked } from "../preview/lockedPage";
import { localeAlternates, pagePath } from "./alternates";
import type { ListingContext } from "./articles";
import { ClassificationListing } from "./catalogue/CatalogueBody";
import { CataloguePage, catalogueContext } from "./catalogue/CataloguePage";
import type { SitePageContext } from "./findSitePage";
import { languageBannerTexts } from "./languageBanner";
import { PageBody } from "./PageBody";
import { shownTitle } from "./pageMetadata";
import { SiteChrome } from "./SiteChrome";

/**
 * A public page of any site, rendered on the server from the content and
 * product services in the site's frame. With `live` false it is the same
 * for every visitor (no cookie is read) and Next keeps it; protected pages
 * (preview password, CIAM role) only render `live`, per request, where the
 * visitor's cookies decide what they see.
 */
export async function SitePage({ loaded, live }: { loaded: SitePageContext; live: boolean }) {
  const { mode, site, locale, offered, segments, page, catalogue, storyContacts, context } = loaded;
  const t = serverTranslator(locale.language);
  if (!page) {
    return (
      <CataloguePage
        mode={mode}
        site={site}
        locale={locale}
        offered={offered}
        segments={segments}
        view={catalogue!}
        t={t}
      />
    );
  }
  if (page.protection !== "NONE" && !live) {
    // The proxy sends protected pages to the live route; a kept page never holds their content.
    logger.warn(`[route] protected page ${page.id} asked for outside the live route`);
    notFound();
  }
  if (page.protection === "CIAM_ROLE") {
    await requireSession(locale.urlCode, pagePath(locale.urlCode, site.slug, segments));
  }
  const locked = page.protection === "PASSWORD" && !(await previewUnlocked());

  const home = pagePath(locale.urlCode, site.slug, []);
  const title = shownTitle(loaded, t);
  const listing: ListingContext = {
    mode,
    language: locale.language,
    t,
    base: home,
    path: pagePath(locale.urlCode, site.slug, segments),
    page: context.page ?? 1,
  };
  return (
    <SiteChrome
      mode={mode}
      site={site}
      locale={locale}
      theme={effectiveTheme(page.theme, site.theme)}
      t={t}
      // A locked page's breadcrumb would name it: the prompt shows nothing of the page.
      breadcrumb={locked ? [] : breadcrumbOf(loaded, title, home, t)}
      alternates={localeAlternates(offered, site.slug, segments)}
      banner={
        page.isLanguageFallback ? (
          <FallbackLanguageBanner
            {...languageBannerTexts(t, locale.language, page.contentLanguage)}
            href={pagePath(page.contentLanguage, site.slug, segments)}
            lang={page.contentLanguage}
            closeLabel={t("languageBanner.dismissButton")}
            requestedLanguage={locale.language}
          />
        ) : null
      }
    >
      {locked ? (
        <PasswordPrompt
          endpoint="/api/preview-password"
          labels={passwordPromptLabels(t, {
            title: t("passwordGate.title"),
            text: t("passwordGate.text"),
          })}
        />
      ) : (
        <PageBody
          page={page}
          site={site}
          locale={locale}
          t={t}
          title={title}
          storyContacts={storyContacts}
          listing={listing}
          searchQuery={context.query}
          listFilters={context.filters}
          offers={
            catalogue?.kind === "classification" ? (
              <ClassificationListing
                view={catalogue}
                ctx={await catalogueContext(mode, locale, site.slug, t)}
              />
            ) : null
          }
        />
      )}
    </SiteChrome>
  );
}

/** Home, the navigation branch (and the story-contact steps), then the page (spec section 2). */
function breadcrumbOf(loaded: SitePageContext, title: string, home: string, t: Translator) {
  const { site, locale, segments, page, storyContacts, authorName } = loaded;
  if (segments.length === 0 || !page) return [];
  const branch = page.branch.map((b) => ({
    title: b.title,
    breadcrumbOverride: b.breadcrumbOverride,
    href: b.url ? siteHref(b.url, locale.urlCode, site.slug) : null,
  }));
  if (storyContacts) {
    branch.push({
      title: t("stories.contacts"),
      breadcrumbOverride: null,
      href: `${home}/stories/contacts`,
    });
    if (authorName) branch.push({ title: authorName, breadcrumbOverride: null, href: null });
  }
  return buildBreadcrumb(
    { kind: "page", branch, pageTitle: title },
    { homeHref: home, homeTitle: t("breadcrumb.home") },
  );
}
