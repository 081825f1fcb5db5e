import { EmptyState, Hero, TeaserGrid } from "@wire/design-system";
import type { Page, PageSummary } from "@wire/graphql";
import { TranslatedPagination } from "../components/lazy";
import type { CacheMode } from "../data/cache";
import { getArticles } from "../data/content";
import { formatDate } from "../i18n/formatDate";
import type { Translator } from "../i18n/serverTranslator";
import { paginationLabels } from "./widgetLabels";

/** Stories per listing page: three rows of the three-column grid. */
export const STORIES_PER_PAGE = 9;
/** Media releases per listing page (the news feed's page size, spec section 9). */
export const MEDIA_RELEASES_PER_PAGE = 10;

interface ListingContext {
  mode: CacheMode;
  language: string;
  t: Translator;
  /** The locale and site prefix of every link, e.g. `/de` or `/en/na-events`. */
  base: string;
  /** The listing's own path, for its page links. */
  path: string;
  /** The requested page, 1-based; out-of-range values are clamped. */
  page: number;
}

/** The opening of a story or media release: overline with kind and date, title, lead text, image. */
export function ArticleIntro({
  page,
  t,
  language,
}: {
  page: Page;
  t: Translator;
  language: string;
}) {
  const date = page.publicationDate ? formatDate(page.publicationDate, language) : "";
  const kind =
    page.kind === "MediaRelease"
      ? page.adhoc
        ? t("mediaReleases.adhoc")
        : t("mediaReleases.title")
      : (page.category ?? t("stories.overline"));
  return (
    <Hero
      overline={date ? `${kind} · ${date}` : kind}
      title={page.title}
      {...(page.leadText ? { text: page.leadText } : {})}
      {...(page.image ? { image: { src: page.image.url, alt: page.image.alternativeText } } : {})}
    />
  );
}

/** The story contacts of a story, linking to their pages under `/stories/contacts`. */
export function StoryAuthors({ page, t, base }: { page: Page; t: Translator; base: string }) {
  if (page.kind !== "Story" || page.storyContacts.length === 0) return null;
  return <ContactGrid contacts={page.storyContacts} title={t("stories.contacts")} base={base} />;
}

function ContactGrid({
  contacts,
  title,
  base,
}: {
  contacts: PageSummary["storyContacts"];
  title?: string;
  base: string;
}) {
  return (
    <TeaserGrid
      {...(title ? { title } : {})}
      items={contacts.map((contact) => ({
        id: contact.id,
        title: contact.name,
        href: `${base}/stories/contacts/${contact.slug}`,
        ...(contact.image ? { image: { src: contact.image.url, alt: contact.name } } : {}),
      }))}
    />
  );
}

function pageOf<T>(items: readonly T[], page: number, size: number) {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return { items: items.slice((current - 1) * size, current * size), current, pageCount };
}

function articleCards(articles: readonly PageSummary[], ctx: ListingContext) {
  return articles.map((article) => {
    const date = article.publicationDate ? formatDate(article.publicationDate, ctx.language) : "";
    const kind =
      article.kind === "MediaRelease" && article.adhoc ? ctx.t("mediaReleases.adhoc") : null;
    const overline = [kind ?? article.category, date].filter(Boolean).join(" · ");
    return {
      id: article.id,
      title: article.title,
      href: `${ctx.base}/${article.parentSlug}/${article.slug}`,
      ...(overline ? { overline } : {}),
      ...((article.leadText ?? article.description)
        ? { text: (article.leadText ?? article.description)! }
        : {}),
      ...(article.image
        ? { image: { src: article.image.url, alt: article.image.alternativeText } }
        : {}),
    };
  });
}

async function ArticleListing({
  kind,
  perPage,
  emptyText,
  filter,
  ctx,
}: {
  kind: "Story" | "MediaRelease";
  perPage: number;
  emptyText: string;
  filter?: (article: PageSummary) => boolean;
  ctx: ListingContext;
}) {
  const all = await getArticles(ctx.mode, kind, ctx.language);
  const { items, current, pageCount } = pageOf(
    filter ? all.filter(filter) : all,
    ctx.page,
    perPage,
  );
  if (items.length === 0) return <EmptyState title={emptyText} headingLevel={2} />;
  return (
    <TeaserGrid
      items={articleCards(items, ctx)}
      footer={
        <TranslatedPagination
          path={ctx.path}
          page={current}
          pageCount={pageCount}
          labels={paginationLabels(ctx.t)}
        />
      }
    />
  );
}

/** Every story, newest first, in pages. */
export function StoryListing({ ctx, author }: { ctx: ListingContext; author?: string }) {
  return (
    <ArticleListing
      kind="Story"
      perPage={STORIES_PER_PAGE}
      emptyText={ctx.t("stories.empty")}
      {...(author ? { filter: (s) => s.storyContacts.some((c) => c.slug === author) } : {})}
      ctx={ctx}
    />
  );
}

/** Every media release, newest first, in pages; ad hoc announcements say so. */
export function MediaReleaseListing({ ctx }: { ctx: ListingContext }) {
  return (
    <ArticleListing
      kind="MediaRelease"
      perPage={MEDIA_RELEASES_PER_PAGE}
      emptyText={ctx.t("mediaReleases.empty")}
      ctx={ctx}
    />
  );
}

/** The people who tell the stories, each once, by name. */
export async function StoryContactsListing({ ctx }: { ctx: ListingContext }) {
  return <ContactGrid contacts={await listStoryContacts(ctx)} base={ctx.base} />;
}

/** Every story contact, each once, by name; `author` picks one by slug. */
export async function listStoryContacts(ctx: Pick<ListingContext, "mode" | "language">) {
  const stories = await getArticles(ctx.mode, "Story", ctx.language);
  const bySlug = new Map(stories.flatMap((s) => s.storyContacts).map((c) => [c.slug, c]));
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name, ctx.language));
}

export type { ListingContext };
