import { visuallyHidden } from "../../private/a11y.css";
import { Icon } from "../Icon/Icon";
import { Link } from "../Link/Link";
import * as styles from "./Breadcrumb.css";

export interface BreadcrumbEntry {
  title: string;
  /** Omitted for the current page (the last item). */
  href?: string;
}

export interface BreadcrumbProps {
  /** The trail from home to the current page, e.g. from `buildBreadcrumb` in @wire/domain. */
  items: readonly BreadcrumbEntry[];
  /** Accessible name of the navigation landmark, e.g. "Breadcrumb". */
  label: string;
  /** Text before the previous item on small screens, e.g. "Back to". Screen-reader only. */
  backLabel?: string;
}

/**
 * The page's position in the site (spec §2): the first item shows only a
 * home icon; on small screens only a back link to the previous item shows.
 * Which items appear is decided by the app / domain, not here.
 */
export function Breadcrumb({ items, label, backLabel }: BreadcrumbProps) {
  if (items.length < 2) return null;
  const previous = items.at(-2);
  return (
    <nav aria-label={label} className={styles.root}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          // The home item shows its icon; its name is text (visually hidden), not the icon's
          // aria-label, so every checker (and translation tool) finds the link's name.
          const content =
            index === 0 ? (
              <>
                <Icon name="home" size={16} />
                <span className={visuallyHidden}>{item.title}</span>
              </>
            ) : (
              item.title
            );
          return (
            <li key={`${index}-${item.title}`} className={styles.item}>
              {index > 0 ? (
                <Icon name="chevronRight" size={16} className={styles.separator} />
              ) : null}
              {isLast || !item.href ? (
                <span className={styles.current} aria-current={isLast ? "page" : undefined}>
                  {content}
                </span>
              ) : (
                <Link href={item.href} tone="neutral" className={styles.link}>
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
      {previous?.href ? (
        <Link href={previous.href} tone="neutral" className={styles.back}>
          <Icon name="chevronLeft" size={16} />
          {backLabel ? <span className={visuallyHidden}>{backLabel} </span> : null}
          {previous.title}
        </Link>
      ) : null}
    </nav>
  );
}
