"use client";

import { IMAGE_SIZES } from "@wire/domain";
import { useState } from "react";
import { Icon } from "../../components/Icon/Icon";
import { visuallyHidden } from "../../private/a11y.css";
import { LazyLightbox, loadLightbox } from "../../private/LazyLightbox";
import type { LightboxImage, LightboxLabels } from "../../private/Lightbox";
import { useImageContext } from "../Image/ImageProvider";
import * as styles from "./ProductGallery.css";

export interface ProductGalleryProps {
  /** The primary image first, then the additional images. */
  images: readonly LightboxImage[];
  /** Texts, translated by the app. */
  labels: LightboxLabels & {
    /** Name of the large image button, e.g. (alt) => `Enlarge: ${alt}`. */
    open: (alt: string) => string;
    /** Name of the thumbnail list, e.g. "Product images". */
    thumbnails: string;
    /** Name of a thumbnail button, e.g. (alt) => `Show ${alt}`. */
    show: (alt: string) => string;
  };
}

/**
 * A product page's images (spec §9): the chosen image 540 wide, 56 px
 * thumbnails to choose another, and a lightbox with 80 px thumbnails.
 */
export function ProductGallery({ images, labels }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const { loader, component: Img } = useImageContext();
  const current = images[Math.min(selected, images.length - 1)];
  if (!current) return null;
  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.stageButton}
        aria-label={labels.open(current.alt)}
        onPointerEnter={loadLightbox}
        onFocus={loadLightbox}
        onClick={() => setOpen(images.indexOf(current))}
      >
        <Img
          src={loader(current.src, IMAGE_SIZES.gallery)}
          alt=""
          width={540}
          height={405}
          // The product's picture is the page's largest paint.
          fetchPriority="high"
          className={styles.stageImage}
        />
        <span className={styles.zoomBadge} aria-hidden="true">
          <Icon name="search" size={24} />
        </span>
      </button>
      {/* Introduced by hidden text: a plain list is not meant to carry a name of its own. */}
      {images.length > 1 ? <p className={visuallyHidden}>{labels.thumbnails}</p> : null}
      {images.length > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((image, position) => (
            <li key={image.id}>
              <button
                type="button"
                className={styles.thumbButton}
                aria-label={labels.show(image.alt)}
                aria-pressed={image === current}
                onClick={() => setSelected(position)}
              >
                <Img
                  src={loader(image.src, IMAGE_SIZES.galleryThumbnail)}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  className={styles.thumb}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <LazyLightbox
        images={images}
        index={open}
        onIndexChange={(index) => {
          setOpen(index);
          if (index !== null) setSelected(index);
        }}
        labels={labels}
      />
    </div>
  );
}
