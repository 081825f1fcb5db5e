import type { ReactNode } from "react";
import { cx } from "../../private/cx";
import { type PartAvailability, partAvailabilityTone } from "../../private/partAvailability";
import { Thumbnail } from "../../private/Thumbnail";
import { DescriptionList } from "../DescriptionList/DescriptionList";
import { StatusBadge } from "../StatusBadge/StatusBadge";
import { Heading } from "../Typography/Heading";
import * as styles from "./PartSummary.css";

/** The terms of a PartSummary's facts, translated by the app. */
export interface PartSummaryLabels {
  articleNumber: string;
  stock: string;
  availableIn: string;
  location: string;
  /** Needed only when a `price` is given. */
  price?: string;
}

export interface PartSummaryProps {
  name: string;
  articleNumber: string;
  /** The availability status, shown as a StatusBadge with its words. */
  availability: PartAvailability;
  /** Stock as the reader should see it, e.g. "12 pieces" (formatted by the app). */
  stock: string;
  /** Time to ship, e.g. "3 days" (formatted by the app). */
  availableIn: string;
  /** The warehouse it ships from. */
  location: string;
  /** The price for the customer's contract, formatted; left out when the contract shows none. */
  price?: string;
  labels: PartSummaryLabels;
  image?: { src: string; alt: string };
  /** A short line above the name, e.g. "Position 7 · Wear part". */
  overline?: string;
  /** The part's actions, e.g. a QuantityStepper and an "Add to cart" button. */
  actions?: ReactNode;
  /** The level of the name in the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * One spare or wear part (spec §3 Part): name, article number, availability,
 * stock, time to ship, location and price, with the caller's actions. It
 * renders on the server; only the optional picture is a client leaf.
 */
export function PartSummary({
  name,
  articleNumber,
  availability,
  stock,
  availableIn,
  location,
  price,
  labels,
  image,
  overline,
  actions,
  headingLevel = 3,
  className,
}: PartSummaryProps) {
  const facts = [
    { term: labels.articleNumber, description: articleNumber },
    { term: labels.stock, description: stock },
    { term: labels.availableIn, description: availableIn },
    { term: labels.location, description: location },
    ...(price === undefined ? [] : [{ term: labels.price ?? "", description: price }]),
  ];
  return (
    <article className={cx(styles.root, className)} data-availability={availability.status}>
      <div className={styles.top}>
        {image ? <Thumbnail image={image} width={96} height={72} className={styles.image} /> : null}
        <div className={styles.title}>
          {overline ? <p className={styles.overline}>{overline}</p> : null}
          <Heading level={headingLevel} size={4}>
            {name}
          </Heading>
          <StatusBadge
            label={availability.label}
            tone={partAvailabilityTone[availability.status]}
            className={styles.badge}
          />
        </div>
      </div>
      <DescriptionList items={facts} columns={2} />
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}
