"use client";

import {
  Gallery,
  type GalleryImage,
  Pagination,
  Video,
  type VideoProps,
} from "@wire/design-system";
import { useTranslations } from "use-intl";

/*
 * Design-system widgets whose labels are functions (a title, an index)
 * cannot receive them from a server component, so these client leaves
 * build the labels from the `media` and `pagination` messages that
 * SiteChrome hands down.
 */

export function TranslatedVideo(props: Omit<VideoProps, "playLabel">) {
  const t = useTranslations("media");
  return <Video {...props} playLabel={(title) => t("playVideo", { title })} />;
}

export function TranslatedGallery({ images }: { images: readonly GalleryImage[] }) {
  const t = useTranslations("media");
  return (
    <Gallery
      images={images}
      labels={{
        open: (alt) => t("openImage", { alt }),
        close: t("closeLightbox"),
        previous: t("previousImage"),
        next: t("nextImage"),
        position: (index, total) => t("imagePosition", { index, total }),
      }}
    />
  );
}

/** Page links as `?page=N` on the current path (page 1 is the path itself). */
export function TranslatedPagination({
  path,
  page,
  pageCount,
}: {
  path: string;
  page: number;
  pageCount: number;
}) {
  const t = useTranslations("pagination");
  return (
    <Pagination
      label={t("label")}
      page={page}
      pageCount={pageCount}
      href={(n) => (n === 1 ? path : `${path}?page=${n}`)}
      previousLabel={t("previous")}
      nextLabel={t("next")}
      pageLabel={(n) => t("page", { page: n })}
    />
  );
}
