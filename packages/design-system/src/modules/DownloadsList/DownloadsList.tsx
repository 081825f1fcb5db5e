"use client";

import { IMAGE_SIZES } from "@wire/domain";
import { Icon } from "../../components/Icon/Icon";
import { Link } from "../../components/Link/Link";
import { Heading } from "../../components/Typography/Heading";
import { useImageContext } from "../Image/ImageProvider";
import * as styles from "./DownloadsList.css";

export interface DownloadItem {
  id: string;
  title: string;
  /** e.g. `/file/{slug}?dl=true`. */
  href: string;
  /** e.g. "PDF · 2.4 MB · English", formatted by the app. */
  meta?: string;
  thumbnailSrc?: string;
}

export interface DownloadsListProps {
  title?: string;
  items: readonly DownloadItem[];
}

/** Documents to download, each with a 128 × 180 thumbnail and its file details. */
export function DownloadsList({ title, items }: DownloadsListProps) {
  const { loader, component: Img } = useImageContext();
  const box = IMAGE_SIZES.documentThumbnail;
  return (
    <section className={styles.root}>
      {title ? <Heading level={2}>{title}</Heading> : null}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            {item.thumbnailSrc ? (
              <Img
                src={loader(item.thumbnailSrc, box)}
                alt=""
                width={box.width}
                height={box.height}
                loading="lazy"
                className={styles.thumbnail}
              />
            ) : (
              <span className={styles.placeholder} aria-hidden="true">
                <Icon name="file" />
              </span>
            )}
            <div className={styles.body}>
              <Link href={item.href} className={styles.link} download>
                {item.title}
              </Link>
              {item.meta ? <span className={styles.meta}>{item.meta}</span> : null}
            </div>
            <Icon name="download" className={styles.icon} />
          </li>
        ))}
      </ul>
    </section>
  );
}
