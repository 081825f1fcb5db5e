import type { ReactNode } from "react";
import { Heading } from "../../components/Typography/Heading";
import { cx } from "../../private/cx";
import { TeaserCard, type TeaserCardProps } from "./TeaserCard";
import * as styles from "./TeaserGrid.css";

export interface TeaserGridProps {
  title?: string;
  items: readonly (TeaserCardProps & { id: string })[];
  /** @default 3 */
  columns?: 2 | 3;
  /** e.g. a "Load more" button under the grid. */
  footer?: ReactNode;
}

/** Teaser cards in a responsive grid: one column on phones. */
export function TeaserGrid({ title, items, columns = 3, footer }: TeaserGridProps) {
  return (
    <section className={styles.root}>
      {title ? <Heading level={2}>{title}</Heading> : null}
      <ul className={cx(styles.list, styles.columns[columns])}>
        {items.map(({ id, ...item }) => (
          <li key={id}>
            <TeaserCard headingLevel={title ? 3 : 2} {...item} />
          </li>
        ))}
      </ul>
      {footer}
    </section>
  );
}
