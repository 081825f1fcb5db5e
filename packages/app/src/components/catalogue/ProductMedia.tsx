"use client";

import { ProductGallery, type ProductHighlight, ProductHighlights } from "@wire/design-system";
import { useTranslations } from "use-intl";

/** The product's images with their lightbox; the labels are built here because they are functions. */
export function ProductImages({
  images,
}: {
  images: readonly { id: string; src: string; alt: string }[];
}) {
  const t = useTranslations("media");
  return (
    <ProductGallery
      images={images}
      labels={{
        open: (alt) => t("openImage", { alt }),
        show: (alt) => t("showImage", { alt }),
        thumbnails: t("thumbnails"),
        close: t("closeLightbox"),
        previous: t("previousImage"),
        next: t("nextImage"),
        position: (index, total) => t("imagePosition", { index, total }),
      }}
    />
  );
}

export function Highlights({
  title,
  items,
}: {
  title: string;
  items: readonly ProductHighlight[];
}) {
  const t = useTranslations("media");
  return (
    <ProductHighlights
      title={title}
      items={items}
      playLabel={(name) => t("playVideo", { title: name })}
    />
  );
}
