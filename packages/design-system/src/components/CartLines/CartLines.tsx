"use client";

import { type ReactNode, useId } from "react";
import { visuallyHidden } from "../../private/a11y.css";
import { cx } from "../../private/cx";
import { type PartAvailability, partAvailabilityTone } from "../../private/partAvailability";
import { Button } from "../Button/Button";
import { EmptyState, type EmptyStateProps } from "../EmptyState/EmptyState";
import { Icon } from "../Icon/Icon";
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
  /** The line's price, formatted by the app; the price column shows when any line has one. */
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
  articleNumber: string;
  availability: string;
  quantity: string;
  price: string;
  /** The remove button's text, e.g. "Remove"; screen readers hear it with the part's name. */
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
  /** A line's new quantity (a whole number within 1 and its maximum). */
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
 * The parts cart's lines as a table: name, article number, availability, a
 * quantity stepper, the price when the contract shows one, and a remove
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
  const id = useId();
  if (lines.length === 0) {
    return <EmptyState icon="cart" {...empty} className={className} />;
  }
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
                {labels.articleNumber}
              </th>
              <th scope="col" className={styles.th}>
                {labels.availability}
              </th>
              <th scope="col" className={styles.th}>
                {labels.quantity}
              </th>
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
            {lines.map((line, index) => {
              const nameId = `${id}-name-${index}`;
              const removeId = `${id}-remove-${index}`;
              return (
                <tr key={line.key} data-key={line.key}>
                  <th scope="row" id={nameId} className={cx(styles.td, styles.name)}>
                    {line.href ? <Link href={line.href}>{line.name}</Link> : line.name}
                  </th>
                  <td className={cx(styles.td, styles.articleNumber)}>{line.articleNumber}</td>
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
                  {showPrice ? (
                    <td className={cx(styles.td, styles.alignEnd, styles.price)}>{line.price}</td>
                  ) : null}
                  <td className={cx(styles.td, styles.alignEnd)}>
                    <Button
                      id={removeId}
                      aria-labelledby={`${removeId} ${nameId}`}
                      variant="ghost"
                      size="small"
                      icon={<Icon name="trash" size={16} />}
                      isDisabled={isDisabled}
                      onPress={() => onRemove(line.key)}
                    >
                      {labels.remove}
                    </Button>
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
