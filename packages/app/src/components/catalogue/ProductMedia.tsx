"use client";

import { ProductGallery, type ProductHighlight, ProductHighlights } from "@wire/design-system";
import { fillTemplate } from "../../i18n/fillTemplate";
import type { GalleryLabels } from "../TranslatedGallery";

/**
 * The gallery's labels and the thumbnails', translated by the server (`site/widgetLabels`) so
 * that no message formatter ships with the page.
 */
export type ProductImagesLabels = GalleryLabels & {
  /** With `{alt}`. */
  show: string;
  thumbnails: string;
};

/** The product's images with their lightbox; the labels are built here because they are functions. */
export function ProductImages({
  images,
  labels,
}: {
  images: readonly { id: string; src: string; alt: string }[];
  labels: ProductImagesLabels;
}) {
  return (
    <ProductGallery
      images={images}
      labels={{
        open: (alt) => fillTemplate(labels.open, { alt }),
        show: (alt) => fillTemplate(labels.show, { alt }),
        thumbnails: labels.thumbnails,
        close: labels.close,
        previous: labels.previous,
        next: labels.next,
        position: (index, total) => fillTemplate(labels.position, { index, total }),
      }}
    />
  );
}

export function Highlights({
  title,
  items,
  playLabel,
}: {
  title: string;
  items: readonly ProductHighlight[];
  /** With `{title}`. */
  playLabel: string;
}) {
  return (
    <ProductHighlights
      title={title}
      items={items}
      playLabel={(name) => fillTemplate(playLabel, { title: name })}
    />
  );
}
