import { stripHtml, truncate } from "@wire/domain";
import type { NewsFeedItem } from "@wire/graphql";
import { formatDate } from "../i18n/formatDate";
import { siteHref } from "./siteHref";

/** What the news panel shows of an item (the design system's `NewsFeedEntry` without `unread`). */
export interface NewsFeedEntryData {
  id: string;
  title: string;
  text?: string;
  date: string;
  dateTime: string;
  href?: string;
  image?: { src: string; alt: string };
}

/** Teaser texts in the panel stay short: about three lines. */
const TEASER_LENGTH = 160;

/**
 * A news feed item as the panel shows it: the text stripped of markup and
 * shortened, the date written for the reader, the link placed on the site.
 */
export function toNewsFeedEntry(
  item: NewsFeedItem,
  language: string,
  urlCode: string,
  siteSlug: string | null,
): NewsFeedEntryData {
  const text = truncate(stripHtml(item.text), TEASER_LENGTH);
  return {
    id: item.id,
    title: item.title,
    ...(text ? { text } : {}),
    date: formatDate(item.publicationDate, language),
    dateTime: item.publicationDate.slice(0, 10),
    ...(item.link ? { href: siteHref(item.link, urlCode, siteSlug) } : {}),
    ...(item.image ? { image: { src: item.image.url, alt: item.image.alternativeText } } : {}),
  };
}

/**
 * Which loaded items the visitor has not read: those above the last one they
 * read; all of them when that one is no longer among the loaded (or none was).
 */
export function unreadIds(ids: readonly string[], lastReadId: string | null): Set<string> {
  const at = lastReadId ? ids.indexOf(lastReadId) : -1;
  return new Set(at === -1 ? ids : ids.slice(0, at));
}
