import { siteHref, stripHtml, truncate } from "@wire/domain";
import type { NewsFeedItem } from "@wire/graphql";
import type { NewsFeedEntryData } from "../components/overlays/OverlayPanels";
import { formatDate } from "../i18n/formatDate";

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
