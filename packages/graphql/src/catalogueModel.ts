import type { Highlight, MeasurementSystem, SearchKind, Specification } from "@wire/domain";

/**
 * The app's catalogue types (spec section 3), reshaped from the product data service by
 * `createProductClient`. Routes are classification slugs joined by "/" without a leading slash
 * ("products/crimping/gamma-263"); the app puts the locale in front. `supported_countries` keeps
 * the source name so `visibleProducts` and `visibleClassifications` of `@wire/domain` apply.
 */

/** One classification of a lineage, from the top down. */
export interface LineageEntry {
  id: string;
  slug: string;
  name: string;
  route: string;
}

/** A classification without its children and products. */
export interface ClassificationSummary {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  /** The parent's id; null at the top level. */
  parent: string | null;
  route: string;
  imageUrl: string | null;
  sortIndex: number;
  supported_countries: string[];
  /** From the top-level classification down to this one. */
  lineage: LineageEntry[];
}

/** A product as listed on cards and in search (spec section 3, Product reference). */
export interface ProductReference {
  slug: string;
  name: string;
  brand: string;
  shortDescription: string;
  language: string;
  route: string;
  imageUrl: string | null;
  imageAlt: string;
  classification: {
    id: string;
    slug: string;
    name: string;
    route: string;
    lineage: LineageEntry[];
  } | null;
  variantCount: number;
  sortIndex: number;
  supported_countries: string[];
}

/** A product on a classification page's listing: its card shows the first specifications. */
export interface ListedProduct extends ProductReference {
  specifications: Specification[];
}

/** A classification page's data: its children (with their products' countries) and products. */
export interface Classification extends ClassificationSummary {
  childClassifications: (ClassificationSummary & {
    products: { slug: string; supported_countries: string[] }[];
  })[];
  products: ListedProduct[];
}

export type { MeasurementSystem, Specification };

export interface Variant {
  id: string;
  nameMetric: string;
  nameImperial: string;
  specifications: Specification[];
}

export interface ProductImage {
  name: string;
  url: string;
  alt: string;
  default: boolean;
}

/** A download (spec section 3, File download) served through `/file/{slug}`. */
export interface FileDownload {
  slug: string;
  /** `/file/{slug}`, with `?l={language}` for non-English files. */
  url: string;
  name: string;
  /** Bytes. */
  size: number;
  /** The document's language ("en", "de"). */
  locale: string;
  extension: string;
  type: string;
  filename: string;
  thumbnailUrl: string | null;
}

export interface Capability {
  id: string;
  slug: string;
  name: string;
  description: string;
  imageUrl: string;
}

export interface RelatedStory {
  id: string;
  slug: string;
  title: string;
  leadText: string | null;
  publicationDate: string | null;
  imageUrl: string | null;
  imageAlt: string | null;
}

export type RelatedType = "related" | "component" | "service";

/** A product page's data (spec section 3, Product detail). */
export interface ProductDetail extends ProductReference {
  brandTheme: string;
  itemNumber: string | null;
  /** HTML. */
  longDescription: string;
  images: ProductImage[];
  primaryImage: ProductImage | null;
  additionalImages: ProductImage[];
  files: FileDownload[];
  variants: Variant[];
  specifications: Specification[];
  /** Only highlights with a name and an image or video (spec section 5). */
  highlights: Required<Highlight>[];
  video: { url: string; thumbnail: string; alt: string } | null;
  capabilities: Capability[];
  related: { type: RelatedType; product: ProductReference }[];
  relatedStories: RelatedStory[];
}

/** A product in the comparison modal: its variants and specifications. */
export interface ComparisonProduct extends ProductReference {
  variants: Variant[];
  specifications: Specification[];
}

/** `GET /api/product-data/{sisCode}` (spec section 7): the hierarchy and every product. */
export interface ProductData {
  classifications: ClassificationSummary[];
  products: ProductReference[];
}

/** A hit that leads straight to a product or classification (spec section 3). */
export type DirectSearchResult =
  | { found: false }
  | {
      found: true;
      type: "product" | "classification";
      slug: string;
      name: string;
      route: string;
      classification: { lineage: { name: string; route: string }[] };
    };

/** One search record (spec section 3): title without brand suffix, description with `<mark>`. */
export interface SearchRecord {
  type: "page" | "story" | "mediaRelease" | "product" | "classification";
  /** What it is to a visitor, the type filter's key: a category counts as a product (issue 43). */
  kind: SearchKind;
  title: string;
  /** HTML-escaped, query terms wrapped in `<mark>`. */
  description: string;
  /** Site-relative path without locale, e.g. "/products/crimping/gamma-263". */
  url: string;
  /** The pages and categories above it, top first, site-relative (no home). */
  breadcrumb: { name: string; url: string }[];
  /** Its picture (an absolute URL), if it has one. */
  image: { url: string; alt: string } | null;
}

/** `POST /api/search-proxy/search`'s answer. */
export interface SearchResults {
  records: SearchRecord[];
  /** How many results each kind has (whatever kind is asked for), in `SEARCH_KINDS` order. */
  kinds: { kind: SearchKind; count: number }[];
  /** The kind the results are filtered by, or null for all. */
  kind: SearchKind | null;
  /** Results of the asked kind (all kinds without one). */
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  direct: DirectSearchResult;
}

/** `POST /api/search-proxy/suggest`'s answer. */
export interface SearchSuggestions {
  suggestions: { title: string; url: string; type: SearchRecord["type"] }[];
  direct: DirectSearchResult;
}
