"use client";

import { Gallery, type GalleryImage } from "@wire/design-system";
import { fillTemplate } from "../i18n/fillTemplate";

export interface GalleryLabels {
  /** With `{alt}`. */
  open: string;
  close: string;
  previous: string;
  next: string;
  /** With `{index}` and `{total}`. */
  position: string;
}

/** The gallery module with the server's translated label templates (see TranslatedVideo). */
export function TranslatedGallery({
  images,
  labels,
}: {
  images: readonly GalleryImage[];
  labels: GalleryLabels;
}) {
  return (
    <Gallery
      images={images}
      labels={{
        open: (alt) => fillTemplate(labels.open, { alt }),
        close: labels.close,
        previous: labels.previous,
        next: labels.next,
        position: (index, total) => fillTemplate(labels.position, { index, total }),
      }}
    />
  );
}
