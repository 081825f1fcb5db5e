"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { IMAGE_SIZES } from "@wire/domain";
import { useState } from "react";
import { IconButton } from "../../components/IconButton/IconButton";
import { useThemeClass } from "../../components/ThemeRoot/ThemeContext";
import { cx } from "../../private/cx";
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
  labels: {
    /** e.g. (alt) => `Enlarge: ${alt}`. */
    open: (alt: string) => string;
    close: string;
    previous: string;
    next: string;
    /** e.g. (n, total) => `Image ${n} of ${total}`. */
    position: (index: number, total: number) => string;
  };
}

/** Thumbnails that open a lightbox; arrow keys and buttons move between images. */
export function Gallery({ images, labels }: GalleryProps) {
  const [index, setIndex] = useState<number | null>(null);
  const { loader, component: Img } = useImageContext();
  const themeClass = useThemeClass();
  const current = index === null ? undefined : images[index];
  const move = (step: number) =>
    setIndex((value) => (value === null ? value : (value + step + images.length) % images.length));

  return (
    <>
      <ul className={styles.grid}>
        {images.map((image, position) => (
          <li key={image.id}>
            <button
              type="button"
              className={styles.thumbButton}
              aria-label={labels.open(image.alt)}
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
      <Dialog.Root open={current !== undefined} onOpenChange={(open) => !open && setIndex(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className={cx(themeClass, styles.overlay)} />
          <Dialog.Content
            className={cx(themeClass, styles.lightbox)}
            aria-describedby={undefined}
            onKeyDown={(event) => {
              if (event.key === "ArrowRight") move(1);
              if (event.key === "ArrowLeft") move(-1);
            }}
          >
            {current && index !== null ? (
              <>
                <div className={styles.lightboxHeader}>
                  <Dialog.Title className={styles.lightboxTitle}>
                    {labels.position(index + 1, images.length)}
                  </Dialog.Title>
                  <IconButton
                    icon="close"
                    label={labels.close}
                    onPress={() => setIndex(null)}
                    className={styles.lightboxButton}
                  />
                </div>
                <div className={styles.stage}>
                  {images.length > 1 ? (
                    <IconButton
                      icon="chevronLeft"
                      label={labels.previous}
                      onPress={() => move(-1)}
                      className={styles.lightboxButton}
                    />
                  ) : null}
                  <Img
                    src={loader(current.src, IMAGE_SIZES.videoThumbnail)}
                    alt={current.alt}
                    className={styles.image}
                  />
                  {images.length > 1 ? (
                    <IconButton
                      icon="chevronRight"
                      label={labels.next}
                      onPress={() => move(1)}
                      className={styles.lightboxButton}
                    />
                  ) : null}
                </div>
                {current.caption ? <p className={styles.caption}>{current.caption}</p> : <span />}
              </>
            ) : null}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
