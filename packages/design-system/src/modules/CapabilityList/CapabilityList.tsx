"use client";

import { IMAGE_SIZES } from "@wire/domain";
import { Link } from "../../components/Link/Link";
import { Heading } from "../../components/Typography/Heading";
import { useImageContext } from "../Image/ImageProvider";
import * as styles from "./CapabilityList.css";

/** A capability of a product (spec §3), linking to the page that lists its products. */
export interface CapabilityItem {
  id: string;
  name: string;
  href: string;
  image?: { src: string; alt: string };
}

export interface CapabilityListProps {
  title?: string;
  items: readonly CapabilityItem[];
}

/** A product's capabilities as linked cards with their image (480 wide); nothing without items. */
export function CapabilityList({ title, items }: CapabilityListProps) {
  const { loader, component: Img } = useImageContext();
  if (items.length === 0) return null;
  const H = title ? "h3" : "h2";
  return (
    <section className={styles.section}>
      {title ? <Heading level={2}>{title}</Heading> : null}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <article className={styles.card}>
              {item.image ? (
                <Img
                  src={loader(item.image.src, IMAGE_SIZES.capabilityImage)}
                  alt={item.image.alt}
                  width={480}
                  height={320}
                  loading="lazy"
                  className={styles.image}
                />
              ) : null}
              <H className={styles.name}>
                <Link href={item.href} className={styles.link}>
                  {item.name}
                </Link>
              </H>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
