import type { ReactNode } from "react";
import * as styles from "./DescriptionList.css";

export interface DescriptionListProps {
  items: readonly { term: string; description: ReactNode }[];
  /** @default 1 */
  columns?: 1 | 2;
}

/** Facts about one thing (a machine, a ticket) as term and value pairs. */
export function DescriptionList({ items, columns = 1 }: DescriptionListProps) {
  return (
    <dl className={`${styles.list} ${styles.columns[columns]}`}>
      {items.map((item) => (
        <div key={item.term}>
          <dt className={styles.term}>{item.term}</dt>
          <dd className={styles.description}>{item.description}</dd>
        </div>
      ))}
    </dl>
  );
}
