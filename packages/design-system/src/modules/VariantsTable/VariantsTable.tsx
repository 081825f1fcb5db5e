"use client";

import { useId } from "react";
import * as tableStyles from "../ComparisonTable/ComparisonTable.css";
import { CompareToggle } from "../ProductCard/CompareToggle";

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

/** A product's variants in a table; scrolls sideways on small screens. */
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
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section className={tableStyles.scroller} aria-labelledby={captionId} tabIndex={0}>
      <table className={tableStyles.table}>
        <caption id={captionId} className={tableStyles.caption}>
          {caption}
        </caption>
        <thead>
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
        <tbody>
          {variants.map((variant) => (
            <tr key={variant.id}>
              <th scope="row" className={tableStyles.rowHeader}>
                {variant.name}
              </th>
              {variant.values.map((value, index) => (
                <td key={columns[index] ?? index} className={tableStyles.cell}>
                  {value ?? <span className={tableStyles.missing}>{missingText}</span>}
                </td>
              ))}
              {compare ? (
                <td className={tableStyles.cell}>
                  <CompareToggle
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
  );
}
