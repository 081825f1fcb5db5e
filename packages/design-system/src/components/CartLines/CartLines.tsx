"use client";

import type { ReactNode } from "react";
import { visuallyHidden } from "../../private/a11y.css";
import { cx } from "../../private/cx";
import { type PartAvailability, partAvailabilityTone } from "../../private/partAvailability";
import { EmptyState, type EmptyStateProps } from "../EmptyState/EmptyState";
import { IconButton } from "../IconButton/IconButton";
import { Link } from "../Link/Link";
import { QuantityStepper } from "../QuantityStepper/QuantityStepper";
import { StatusBadge } from "../StatusBadge/StatusBadge";
import * as styles from "./CartLines.css";

/** One line of the parts cart. */
export interface CartLine {
  /** The line's key in the cart (`@wire/domain`'s parts cart); callbacks receive it. */
  key: string;
  name: string;
  articleNumber: string;
  availability?: PartAvailability;
  quantity: number;
  /** One piece's price, formatted by the app; the unit-price column shows when any line has one. */
  unitPrice?: string;
  /**
   * The line's total (unit price × quantity), formatted by the app; the line-total column shows
   * when any line has one. Compute both with `@wire/domain`'s `priceCartLines`, so the lines add
   * up to the cart's total.
   */
  price?: string;
  /** The part's page, through the app's link component. */
  href?: string;
  /** The largest quantity the stepper allows. @default 9999 */
  maxQuantity?: number;
}

/** The texts of CartLines, translated by the app. */
export interface CartLinesLabels {
  /** The table's caption for screen readers, e.g. "Parts in your cart" (the page shows its own heading). */
  caption: string;
  name: string;
  /** Read before the article number under each name, e.g. "Article number" (visually hidden). */
  articleNumber: string;
  availability: string;
  quantity: string;
  /** Header of the unit-price column, e.g. "Unit price". */
  unitPrice: string;
  /** Header of the line-total column, e.g. "Line total". */
  price: string;
  /** The remove button's name, e.g. "Remove"; screen readers hear it with the part's name (the button shows a bin). */
  remove: string;
  /** Header of the column with the remove buttons, for screen readers, e.g. "Actions". */
  actions: string;
  /** The stepper's button names, e.g. "Fewer" and "More". */
  decrement: string;
  increment: string;
}

export interface CartLinesProps {
  lines: readonly CartLine[];
  labels: CartLinesLabels;
  /**
   * A line's new quantity: a whole number up to its maximum, or 0 when the user takes it below 1
   * (spec §4: "Zero or less removes the part"; the caller's `updatePartQuantity` removes it).
   */
  onQuantityChange: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
  /** Below the lines: totals, "Clear cart", "Request a quote". Not shown while the cart is empty. */
  footer?: ReactNode;
  /** What an empty cart shows, e.g. a title and a link to the parts finder. */
  empty: Omit<EmptyStateProps, "className">;
  /** Disables the steppers and remove buttons, e.g. while the cart is being saved. @default false */
  isDisabled?: boolean;
  className?: string;
}

/**
 * The parts cart's lines as a table: name with the article number under it, availability, a
 * quantity stepper (0 removes the line), the unit price and line total when the
 * contract shows prices, and a remove
 * button per line; a footer slot below and an empty state when there are no
 * lines. The cart rules stay with the caller (`updatePartQuantity`, `removePart`).
 */
export function CartLines({
  lines,
  labels,
  onQuantityChange,
  onRemove,
  footer,
  empty,
  isDisabled = false,
  className,
}: CartLinesProps) {
  if (lines.length === 0) {
    return <EmptyState icon="cart" {...empty} className={className} />;
  }
  const showUnitPrice = lines.some((line) => line.unitPrice !== undefined);
  const showPrice = lines.some((line) => line.price !== undefined);
  return (
    <div className={cx(styles.root, className)}>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className={visuallyHidden}>{labels.caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.th}>
                {labels.name}
              </th>
              <th scope="col" className={styles.th}>
                {labels.availability}
              </th>
              <th scope="col" className={styles.th}>
                {labels.quantity}
              </th>
              {showUnitPrice ? (
                <th scope="col" className={cx(styles.th, styles.alignEnd)}>
                  {labels.unitPrice}
                </th>
              ) : null}
              {showPrice ? (
                <th scope="col" className={cx(styles.th, styles.alignEnd)}>
                  {labels.price}
                </th>
              ) : null}
              <th scope="col" className={styles.th}>
                <span className={visuallyHidden}>{labels.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => {
              return (
                <tr key={line.key} data-key={line.key}>
                  <th scope="row" className={cx(styles.td, styles.part)}>
                    <span className={styles.name}>
                      {line.href ? <Link href={line.href}>{line.name}</Link> : line.name}
                    </span>
                    {/* The article number under the name, as B2B carts show it: one column fewer. */}
                    <span className={styles.articleNumber}>
                      <span className={visuallyHidden}>{labels.articleNumber}: </span>
                      {line.articleNumber}
                    </span>
                  </th>
                  <td className={styles.td}>
                    {line.availability ? (
                      <StatusBadge
                        label={line.availability.label}
                        tone={partAvailabilityTone[line.availability.status]}
                      />
                    ) : null}
                  </td>
                  <td className={styles.td}>
                    <QuantityStepper
                      label={
                        <span className={visuallyHidden}>
                          {labels.quantity}, {line.name}
                        </span>
                      }
                      value={line.quantity}
                      // Below 1 is 0: the line goes (spec §4), rather than snapping back to 1.
                      minValue={0}
                      maxValue={line.maxQuantity ?? 9999}
                      decrementLabel={labels.decrement}
                      incrementLabel={labels.increment}
                      isDisabled={isDisabled}
                      onChange={(quantity) => {
                        // A cleared field reports NaN; keep the line rather than remove it.
                        if (Number.isFinite(quantity) && quantity !== line.quantity) {
                          onQuantityChange(line.key, quantity);
                        }
                      }}
                    />
                  </td>
                  {showUnitPrice ? (
                    <td className={cx(styles.td, styles.alignEnd, styles.price)}>
                      {line.unitPrice}
                    </td>
                  ) : null}
                  {showPrice ? (
                    <td className={cx(styles.td, styles.alignEnd, styles.price, styles.lineTotal)}>
                      {line.price}
                    </td>
                  ) : null}
                  <td className={cx(styles.td, styles.alignEnd)}>
                    <IconButton
                      icon="trash"
                      label={`${labels.remove} ${line.name}`}
                      size="small"
                      isDisabled={isDisabled}
                      onPress={() => onRemove(line.key)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}
