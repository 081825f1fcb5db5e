"use client";

import { IMAGE_SIZES } from "@wire/domain";
import { useState } from "react";
import { LazyLightbox, loadLightbox } from "../../private/LazyLightbox";
import type { LightboxLabels } from "../../private/Lightbox";
import { useImageContext } from "../Image/ImageProvider";
import * as styles from "./Gallery.css";

export interface GalleryImage {
  id: string;
  src: string;
  alt: string;
  caption?: string;
}

export interface GalleryProps {
  images: readonly GalleryImage[];
  /** Texts, translated by the app. */
  labels: LightboxLabels & {
    /** e.g. (alt) => `Enlarge: ${alt}`. */
    open: (alt: string) => string;
  };
}

/** Thumbnails that open a lightbox; arrow keys, buttons and its thumbnail strip move between images. */
export function Gallery({ images, labels }: GalleryProps) {
  const [index, setIndex] = useState<number | null>(null);
  const { loader, component: Img } = useImageContext();
  return (
    <>
      <ul className={styles.grid}>
        {images.map((image, position) => (
          <li key={image.id}>
            <button
              type="button"
              className={styles.thumbButton}
              aria-label={labels.open(image.alt)}
              onPointerEnter={loadLightbox}
              onFocus={loadLightbox}
              onClick={() => setIndex(position)}
            >
              <Img
                src={loader(image.src, IMAGE_SIZES.gallery)}
                alt=""
                loading="lazy"
                className={styles.thumb}
              />
            </button>
          </li>
        ))}
      </ul>
      <LazyLightbox images={images} index={index} onIndexChange={setIndex} labels={labels} />
    </>
  );
}
