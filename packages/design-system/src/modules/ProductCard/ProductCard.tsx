"use client";

import { Link } from "../../components/Link/Link";
import { useImageContext } from "../Image/ImageProvider";
import { CompareToggle } from "./CompareToggle";
import * as styles from "./ProductCard.css";

export interface ProductCardProps {
  name: string;
  /** The product's route. */
  href: string;
  brand?: string;
  shortDescription?: string;
  image?: { src: string; alt: string };
  /**
   * Key specifications, as shown: two or three read best (e.g. "Cross-section" / "0.13–6 mm²").
   * Omitted or empty, the card has none.
   */
  specifications?: readonly { label: string; value: string }[];
  /** The variant count as shown, e.g. "3 variants", formatted (plural) by the app. */
  variantCountText?: string;
  /** The "add to compare" toggle; without it the card has none. */
  compare?: {
    isSelected: boolean;
    onChange: (selected: boolean) => void;
    /** e.g. "Add to compare". Pressed state tells whether it is in the basket. */
    label: string;
    isDisabled?: boolean;
  };
  /** The level of the name in the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

const imageBox = { width: 480, height: 360 };

/**
 * A product in a listing: brand, image, name, key specifications, variant count and the "add to
 * compare" toggle.
 */
export function ProductCard({
  name,
  href,
  brand,
  shortDescription,
  image,
  specifications,
  variantCountText,
  compare,
  headingLevel = 3,
}: ProductCardProps) {
  const { loader, component: Img } = useImageContext();
  const H = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <div className={styles.imageBox}>
        {image ? (
          <Img
            src={loader(image.src, imageBox)}
            alt={image.alt}
            width={imageBox.width}
            height={imageBox.height}
            loading="lazy"
            decoding="async"
            className={styles.image}
          />
        ) : (
          <span className={styles.image} />
        )}
      </div>
      <div className={styles.body}>
        {brand ? <p className={styles.brand}>{brand}</p> : null}
        <H className={styles.name}>
          <Link href={href} className={styles.link}>
            {name}
          </Link>
        </H>
        {shortDescription ? <p className={styles.text}>{shortDescription}</p> : null}
        {specifications && specifications.length > 0 ? (
          <dl className={styles.specifications}>
            {specifications.map(({ label, value }) => (
              <div key={label} className={styles.specification}>
                <dt className={styles.specificationLabel}>{label}</dt>
                <dd className={styles.specificationValue}>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {variantCountText ? <p className={styles.variants}>{variantCountText}</p> : null}
      </div>
      {compare ? (
        <div className={styles.actions}>
          <CompareToggle {...compare} />
        </div>
      ) : null}
    </article>
  );
}
