"use client";

import { useId } from "react";
import * as tableStyles from "../ComparisonTable/ComparisonTable.css";
import { CompareToggle } from "../ProductCard/CompareToggle";
import * as styles from "./VariantsTable.css";

/** One variant (spec §3) with its name and key values in the visitor's measurement system. */
export interface VariantRow {
  id: string;
  /** `nameMetric` or `nameImperial`, as the app resolved it. */
  name: string;
  /** One formatted value per column, `null` where the variant lacks it. */
  values: readonly (string | null)[];
}

export interface VariantsTableProps {
  caption: string;
  /** Header of the name column, e.g. "Variant". */
  nameHeader: string;
  /** Column headers with units, e.g. "Cross section (mm²)". */
  columns: readonly string[];
  variants: readonly VariantRow[];
  /** Shown for a missing value, e.g. "–". */
  missingText: string;
  /** An "add to compare" toggle per variant. */
  compare?: {
    /** Header of the toggle column, e.g. "Compare". */
    header: string;
    /** e.g. (name) => `Add ${name} to compare`. */
    label: (name: string) => string;
    /** Variant ids already in the basket. */
    selectedIds: readonly string[];
    onChange: (variantId: string, selected: boolean) => void;
  };
}

/**
 * A product's variants in a table. Where the table has 40rem or less (a phone), each variant is
 * a card: its name, one line per value with the column's header, and its compare toggle across
 * the card. The table's semantics stay the same at every width.
 */
export function VariantsTable({
  caption,
  nameHeader,
  columns,
  variants,
  missingText,
  compare,
}: VariantsTableProps) {
  const captionId = useId();
  return (
    <div className={styles.root}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
      <section className={tableStyles.scroller} aria-labelledby={captionId} tabIndex={0}>
        <table className={`${tableStyles.table} ${styles.table}`}>
          <caption id={captionId} className={`${tableStyles.caption} ${styles.caption}`}>
            {caption}
          </caption>
          <thead className={styles.head}>
            <tr>
              <th scope="col" className={tableStyles.colHeader}>
                {nameHeader}
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className={tableStyles.colHeader}>
                  {column}
                </th>
              ))}
              {compare ? (
                <th scope="col" className={tableStyles.colHeader}>
                  {compare.header}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className={styles.body}>
            {variants.map((variant) => (
              <tr key={variant.id} className={styles.row}>
                <th scope="row" className={`${tableStyles.rowHeader} ${styles.rowHeader}`}>
                  {variant.name}
                </th>
                {variant.values.map((value, index) => (
                  <td
                    key={columns[index] ?? index}
                    className={`${tableStyles.cell} ${styles.cell}`}
                  >
                    {/* Hidden from screen readers: the column's header already names the cell. */}
                    <span className={styles.cardLabel} aria-hidden="true">
                      {columns[index]}
                    </span>
                    {value === null ? (
                      <span className={tableStyles.missing}>{missingText}</span>
                    ) : (
                      <span className={styles.value}>{value}</span>
                    )}
                  </td>
                ))}
                {compare ? (
                  <td className={`${tableStyles.cell} ${styles.toggleCell}`}>
                    <CompareToggle
                      className={styles.toggle}
                      label={compare.label(variant.name)}
                      isSelected={compare.selectedIds.includes(variant.id)}
                      onChange={(selected) => compare.onChange(variant.id, selected)}
                    />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
