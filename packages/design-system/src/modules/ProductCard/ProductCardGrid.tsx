import type { ReactNode } from "react";
import { Heading } from "../../components/Typography/Heading";
import { cx } from "../../private/cx";
import { ProductCard, type ProductCardProps } from "./ProductCard";
import * as styles from "./ProductCard.css";

export interface ProductCardGridProps {
  title?: string;
  items: readonly (Omit<ProductCardProps, "headingLevel"> & { id: string })[];
  /** Four columns on wide screens. @default 3 */
  columns?: 3 | 4;
  /** Shown instead of the grid when there are no items, e.g. an EmptyState. */
  empty?: ReactNode;
  /** e.g. a "Load more" button or Pagination. */
  footer?: ReactNode;
}

/** Product cards in a responsive grid: one column on phones. */
export function ProductCardGrid({
  title,
  items,
  columns = 3,
  empty,
  footer,
}: ProductCardGridProps) {
  return (
    <section className={styles.section}>
      {title ? <Heading level={2}>{title}</Heading> : null}
      {items.length === 0 ? (
        empty
      ) : (
        <ul className={cx(styles.grid, styles.columns[columns])}>
          {items.map(({ id, ...item }) => (
            <li key={id}>
              <ProductCard headingLevel={title ? 3 : 2} {...item} />
            </li>
          ))}
        </ul>
      )}
      {footer}
    </section>
  );
}
