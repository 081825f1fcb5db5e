import type { ProductImagesLabels } from "../components/catalogue/ProductMedia";
import type { SpecificationLabels } from "../components/catalogue/Specifications";
import type { SiteSearchConfig } from "../components/search/SiteSearchField";
import type { GalleryLabels } from "../components/TranslatedGallery";
import type { PaginationLabels } from "../components/TranslatedPagination";
import { templateOf } from "../i18n/fillTemplate";
import type { Translator } from "../i18n/serverTranslator";

/** The video's play label, with `{title}` for the client leaf to fill. */
export function videoPlayLabel(t: Translator): string {
  return templateOf(t, "media.playVideo", ["title"]);
}

export function galleryLabels(t: Translator): GalleryLabels {
  return {
    open: templateOf(t, "media.openImage", ["alt"]),
    close: t("media.closeLightbox"),
    previous: t("media.previousImage"),
    next: t("media.nextImage"),
    position: templateOf(t, "media.imagePosition", ["index", "total"]),
  };
}

export function paginationLabels(t: Translator): PaginationLabels {
  return {
    label: t("pagination.label"),
    previous: t("pagination.previous"),
    next: t("pagination.next"),
    page: templateOf(t, "pagination.page", ["page"]),
  };
}

/** The search field's texts, the first suggestion with `{query}` for the client to fill. */
export function searchLabels(t: Translator): SiteSearchConfig["labels"] {
  return {
    title: t("search.fieldLabel"),
    field: t("search.fieldLabel"),
    placeholder: t("search.placeholder"),
    close: t("common.close"),
    searchFor: templateOf(t, "search.searchFor", ["query"]),
  };
}

export function productImagesLabels(t: Translator): ProductImagesLabels {
  return {
    ...galleryLabels(t),
    show: templateOf(t, "media.showImage", ["alt"]),
    thumbnails: t("media.thumbnails"),
  };
}

export function specificationLabels(t: Translator): SpecificationLabels {
  return {
    specifications: t("product.specifications"),
    measurementSystem: t("compare.measurementSystem"),
    metric: t("compare.metric"),
    imperial: t("compare.imperial"),
    variants: t("product.variants"),
    variant: t("compare.variant"),
    missingValue: t("product.missingValue"),
    // The variants table's compare column is headed like the side button.
    compareHeader: t("sideButtons.compare"),
    addVariantToCompare: templateOf(t, "product.addVariantToCompare", ["name"]),
  };
}
