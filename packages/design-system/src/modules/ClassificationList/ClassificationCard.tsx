"use client";

import { Icon } from "../../components/Icon/Icon";
import { Link } from "../../components/Link/Link";
import { useImageContext } from "../Image/ImageProvider";
import * as styles from "./ClassificationList.css";

export interface ClassificationCardProps {
  name: string;
  /** The classification's route (its lineage of slugs). */
  href: string;
  image?: { src: string; alt: string };
  /** e.g. "12 products", formatted by the app. */
  countText?: string;
  /** @default 3 */
  headingLevel?: 2 | 3 | 4;
}

const imageBox = { width: 192, height: 144 };

/** A child classification on a classification page: image, name, product count; the card is one link. */
export function ClassificationCard({
  name,
  href,
  image,
  countText,
  headingLevel = 3,
}: ClassificationCardProps) {
  const { loader, component: Img } = useImageContext();
  const H = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      {image ? (
        <Img
          src={loader(image.src, imageBox)}
          alt={image.alt}
          width={96}
          height={72}
          loading="lazy"
          className={styles.image}
        />
      ) : null}
      <div className={styles.body}>
        <H className={styles.name}>
          <Link href={href} className={styles.link}>
            {name}
          </Link>
        </H>
        {countText ? <p className={styles.count}>{countText}</p> : null}
      </div>
      <Icon name="chevronRight" size={24} className={styles.chevron} />
    </article>
  );
}
