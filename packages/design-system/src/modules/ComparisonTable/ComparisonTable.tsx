import { useId } from "react";
import * as styles from "./ComparisonTable.css";

export interface ComparisonRow {
  name: string;
  unit: string | null;
  /** One value per product, `null` where a product lacks it. */
  values: readonly (string | null)[];
}

export interface ComparisonTableProps {
  caption: string;
  /** Product names, in the order of each row's values. */
  products: readonly string[];
  /** The rows from `compareSpecifications` in @wire/domain (which hides identical or other-system rows). */
  rows: readonly ComparisonRow[];
  /** Shown for a missing value, e.g. "–" with "not available" for screen readers. */
  missingText: string;
}

/** Products side by side, one row per specification; scrolls sideways on small screens. */
export function ComparisonTable({ caption, products, rows, missingText }: ComparisonTableProps) {
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section className={styles.scroller} aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <td className={styles.colHeader} />
            {products.map((product) => (
              <th key={product} scope="col" className={styles.colHeader}>
                {product}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.name}|${row.unit ?? ""}`}>
              <th scope="row" className={styles.rowHeader}>
                {row.unit ? `${row.name} (${row.unit})` : row.name}
              </th>
              {row.values.map((value, index) => (
                <td key={products[index] ?? index} className={styles.cell}>
                  {value ?? <span className={styles.missing}>{missingText}</span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
