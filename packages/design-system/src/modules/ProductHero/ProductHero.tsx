import type { ReactNode } from "react";
import { Overline } from "../../components/Typography/Overline";
import { cx } from "../../private/cx";
import * as styles from "./ProductHero.css";

export interface ProductHeroProps {
  /** The brand, above the name. */
  overline?: string;
  /** The product's name: the page's h1. */
  title: string;
  /** The product's short description (its tagline). */
  text?: string;
  /** The product's pictures, e.g. a ProductGallery; left of everything else on desktops. */
  media?: ReactNode;
  /** Its headline specifications, e.g. ProductFacts with 3–5 of them. */
  facts?: ReactNode;
  /** A line about the product's range, e.g. a link "3 variants" to its variants table. */
  meta?: ReactNode;
  /**
   * What to do next: links look like buttons, the first one the primary action (e.g. "Talk to an
   * Expert"), others outlined; anything else (e.g. a CompareToggle) keeps its own look.
   */
  actions?: ReactNode;
}

/**
 * A product page's opening: its pictures beside its name, tagline, headline specifications and
 * the actions the visitor came for, so the first screen at 1440 px holds all of them. Below the
 * desktop breakpoint the name comes first, then the pictures, then the rest.
 */
export function ProductHero({
  overline,
  title,
  text,
  media,
  facts,
  meta,
  actions,
}: ProductHeroProps) {
  return (
    <section className={cx(styles.root, !media && styles.withoutMedia)}>
      <div className={styles.heading}>
        {overline ? <Overline>{overline}</Overline> : null}
        <h1 className={styles.title}>{title}</h1>
        {text ? <p className={styles.text}>{text}</p> : null}
      </div>
      {media ? <div className={styles.media}>{media}</div> : null}
      {facts || meta || actions ? (
        <div className={styles.body}>
          {facts}
          {meta ? <p className={styles.meta}>{meta}</p> : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
    </section>
  );
}

export interface ProductFactsProps {
  /** Already formatted values with their units, e.g. { label: "Crimp force", value: "22 kN" }. */
  items: readonly { label: string; value: string }[];
  /** After the facts, e.g. a link "Show all specifications". */
  footer?: ReactNode;
}

/** A product's headline specifications as a description list: each label over its bold value. */
export function ProductFacts({ items, footer }: ProductFactsProps) {
  if (items.length === 0) return footer ? <div className={styles.factsBlock}>{footer}</div> : null;
  return (
    <div className={styles.factsBlock}>
      <dl className={styles.facts}>
        {items.map((item) => (
          <div key={item.label} className={styles.fact}>
            <dt className={styles.factLabel}>{item.label}</dt>
            <dd className={styles.factValue}>{item.value}</dd>
          </div>
        ))}
      </dl>
      {footer}
    </div>
  );
}
