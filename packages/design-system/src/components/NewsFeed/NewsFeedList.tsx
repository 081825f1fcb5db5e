"use client";

import type { ReactNode } from "react";
import { useImageContext } from "../../modules/Image/ImageProvider";
import { cx } from "../../private/cx";
import { EmptyState } from "../EmptyState/EmptyState";
import { Link } from "../Link/Link";
import * as styles from "./NewsFeedList.css";

/** One news feed item (spec §3), with its date already formatted by the app. */
export interface NewsFeedEntry {
  id: string;
  title: string;
  /** Plain text; strip and truncate content HTML before passing it. */
  text?: string;
  /** The publication date as shown, e.g. "12 November 2026". */
  date: string;
  /** The publication date for machines (ISO 8601), e.g. "2026-11-12". */
  dateTime: string;
  /** Where the item leads (a content link target); without one the item is not a link. */
  href?: string;
  image?: { src: string; alt: string };
  /** Newer than what the visitor last read (the app decides with `isNewsFeedUnread`'s stored id). */
  unread?: boolean;
}

export interface NewsFeedListLabels {
  /** The marker on unread items, e.g. "New". */
  unread: string;
  /** Shown when there is no news, e.g. "No news yet". */
  emptyTitle: string;
  emptyText?: string;
}

export interface NewsFeedListProps {
  items: readonly NewsFeedEntry[];
  /** Texts, translated by the app. */
  labels: NewsFeedListLabels;
  /** e.g. a LoadMore button (page size 10, spec §9). */
  footer?: ReactNode;
  /** The level of each item's title; the panel title is a level 2 heading. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

const thumbBox = { width: 192, height: 108 };

/** The news feed panel's contents: newest first, unread items marked; an empty state without news. */
export function NewsFeedList({ items, labels, footer, headingLevel = 3 }: NewsFeedListProps) {
  const { loader, component: Img } = useImageContext();
  const H = `h${headingLevel}` as const;
  if (items.length === 0) {
    return (
      <EmptyState
        icon="news"
        title={labels.emptyTitle}
        text={labels.emptyText}
        headingLevel={headingLevel}
      />
    );
  }
  return (
    <div className={styles.root}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <article className={cx(styles.item, item.unread && styles.unread)}>
              {item.image ? (
                <Img
                  src={loader(item.image.src, thumbBox)}
                  alt={item.image.alt}
                  width={96}
                  height={54}
                  loading="lazy"
                  className={styles.thumb}
                />
              ) : null}
              <div className={styles.body}>
                <p className={styles.meta}>
                  <time dateTime={item.dateTime}>{item.date}</time>
                  {item.unread ? <span className={styles.badge}>{labels.unread}</span> : null}
                </p>
                <H className={styles.title}>
                  {item.href ? (
                    <Link href={item.href} className={styles.link}>
                      {item.title}
                    </Link>
                  ) : (
                    item.title
                  )}
                </H>
                {item.text ? <p className={styles.text}>{item.text}</p> : null}
              </div>
            </article>
          </li>
        ))}
      </ul>
      {footer}
    </div>
  );
}
