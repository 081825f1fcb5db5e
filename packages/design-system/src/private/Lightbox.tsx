"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { IMAGE_SIZES } from "@wire/domain";
import { IconButton } from "../components/IconButton/IconButton";
import { useThemeClass } from "../components/ThemeRoot/ThemeContext";
import * as galleryStyles from "../modules/Gallery/Gallery.css";
import { useImageContext } from "../modules/Image/ImageProvider";
import { cx } from "./cx";
import * as styles from "./Lightbox.css";

export interface LightboxImage {
  id: string;
  src: string;
  alt: string;
  caption?: string;
}

export interface LightboxLabels {
  close: string;
  previous: string;
  next: string;
  /** e.g. (n, total) => `Image ${n} of ${total}`: the dialog title and each thumbnail's name. */
  position: (index: number, total: number) => string;
}

/**
 * The full-screen image viewer of Gallery and ProductGallery: arrow keys and
 * buttons move, a strip of 80 px thumbnails jumps (spec §9), Escape closes.
 */
export function Lightbox({
  images,
  index,
  onIndexChange,
  labels,
}: {
  images: readonly LightboxImage[];
  /** The image shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  labels: LightboxLabels;
}) {
  const { loader, component: Img } = useImageContext();
  const themeClass = useThemeClass();
  const current = index === null ? undefined : images[index];
  const move = (step: number) => {
    if (index !== null) onIndexChange((index + step + images.length) % images.length);
  };
  return (
    <Dialog.Root open={current !== undefined} onOpenChange={(open) => !open && onIndexChange(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className={cx(themeClass, galleryStyles.overlay)} />
        <Dialog.Content
          className={cx(themeClass, galleryStyles.lightbox)}
          aria-describedby={undefined}
          onKeyDown={(event) => {
            if (event.key === "ArrowRight") move(1);
            if (event.key === "ArrowLeft") move(-1);
          }}
        >
          {current && index !== null ? (
            <>
              <div className={galleryStyles.lightboxHeader}>
                <Dialog.Title className={galleryStyles.lightboxTitle}>
                  {labels.position(index + 1, images.length)}
                </Dialog.Title>
                <IconButton
                  icon="close"
                  label={labels.close}
                  onPress={() => onIndexChange(null)}
                  className={galleryStyles.lightboxButton}
                />
              </div>
              <div className={galleryStyles.stage}>
                {images.length > 1 ? (
                  <IconButton
                    icon="chevronLeft"
                    label={labels.previous}
                    onPress={() => move(-1)}
                    className={galleryStyles.lightboxButton}
                  />
                ) : null}
                <Img
                  src={loader(current.src, IMAGE_SIZES.videoThumbnail)}
                  alt={current.alt}
                  className={galleryStyles.image}
                />
                {images.length > 1 ? (
                  <IconButton
                    icon="chevronRight"
                    label={labels.next}
                    onPress={() => move(1)}
                    className={galleryStyles.lightboxButton}
                  />
                ) : null}
              </div>
              <div>
                {current.caption ? (
                  <p className={galleryStyles.caption}>{current.caption}</p>
                ) : null}
                {images.length > 1 ? (
                  <ul className={styles.thumbs}>
                    {images.map((image, position) => (
                      <li key={image.id}>
                        <button
                          type="button"
                          className={styles.thumbButton}
                          aria-label={labels.position(position + 1, images.length)}
                          aria-current={position === index ? "true" : undefined}
                          onClick={() => onIndexChange(position)}
                        >
                          <Img
                            src={loader(image.src, IMAGE_SIZES.lightboxThumbnail)}
                            alt=""
                            width={80}
                            height={60}
                            className={styles.thumb}
                          />
                        </button>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
