import type { ReactNode } from "react";
import * as styles from "./InPageNav.css";

export interface InPageNavProps {
  /** The landmark's name, e.g. "On this page" (it must differ from the site's navigation). */
  label: string;
  /** The page's sections, in order: each `id` is the section's element id. */
  items: readonly { id: string; title: string }[];
}

/**
 * Links to the sections of a long page (a product page: overview, specifications, downloads,
 * related), in a bar that stays at the top of the screen while the page scrolls and scrolls
 * sideways on a phone. Plain anchors: it needs no script, and a section reached from it starts
 * below the bar.
 */
export function InPageNav({ label, items }: InPageNavProps) {
  if (items.length < 2) return null;
  return (
    <nav className={styles.root} aria-label={label}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <a className={styles.link} href={`#${item.id}`}>
              {item.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface InPageSectionProps {
  /** The id an InPageNav item links to. */
  id: string;
  children: ReactNode;
}

/** A section of a long page that an InPageNav links to: its modules keep the page's rhythm. */
export function InPageSection({ id, children }: InPageSectionProps) {
  return (
    <div id={id} className={styles.section}>
      {children}
    </div>
  );
}
