import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import type { StoredImage } from "./storedJson";
import type { StoredFooterNavigation, StoredHeaderNavigation } from "./storedNavigation";

/**
 * The tables behind the local services. Migrations are generated from this
 * file with `pnpm --filter @wire/services db:generate` (drizzle-kit) and
 * committed under `drizzle/`.
 */

export const sites = pgTable("sites", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug"),
  internationalOnly: boolean("international_only").notNull().default(false),
  enableCutFont: boolean("enable_cut_font").notNull().default(false),
  theme: text("theme").notNull().default("Default"),
  domains: jsonb("domains").$type<{ host: string; slug?: string | null }[]>().notNull(),
  hideSideButtons: boolean("hide_side_buttons").notNull().default(false),
  /** Per-site language rules (spec section 9) as data, read by `siteLocales`. */
  addLanguages: jsonb("add_languages").$type<string[]>().notNull().default([]),
  dropLanguages: jsonb("drop_languages").$type<string[]>().notNull().default([]),
  /** Where a visitor with a locale the site does not offer is sent; null: international English. */
  defaultLanguage: text("default_language"),
});

/** The UI languages (spec section 3): default country and display names per locale. */
export const languages = pgTable("languages", {
  code: text("code").primaryKey(),
  sortIndex: integer("sort_index").notNull(),
  defaultCountry: text("default_country").notNull(),
  names: jsonb("names").$type<Record<string, string>>().notNull(),
});

/** The group's brands (spec section 3). */
export const brands = pgTable("brands", {
  id: text("id").primaryKey(),
  sortIndex: integer("sort_index").notNull(),
  name: text("name").notNull(),
  pimId: text("pim_id").notNull(),
  theme: text("theme").notNull(),
  image: jsonb("image").$type<StoredImage>().notNull(),
});

/** Header and footer navigation of a site per content stage; titles are `Localized`. */
export const navigations = pgTable(
  "navigations",
  {
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    stage: text("stage").$type<"DRAFT" | "PUBLISHED">().notNull(),
    header: jsonb("header").$type<StoredHeaderNavigation>().notNull(),
    footer: jsonb("footer").$type<StoredFooterNavigation>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.stage] })],
);

/** Previous URLs that answer with a 301 to a target link (spec section 3). */
export const systemRedirects = pgTable("system_redirects", {
  previousUrl: text("previous_url").primaryKey(),
  target: text("target").notNull(),
});

/** News feed items per content stage (spec section 3); title and text are locale maps. */
export const newsFeedItems = pgTable(
  "news_feed_items",
  {
    id: text("id").notNull(),
    stage: text("stage").$type<"DRAFT" | "PUBLISHED">().notNull(),
    publicationDate: timestamp("publication_date", { withTimezone: true }).notNull(),
    title: jsonb("title").$type<Record<string, string>>().notNull(),
    text: jsonb("text").$type<Record<string, string>>().notNull(),
    link: text("link").notNull(),
    image: jsonb("image").$type<StoredImage | null>(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.stage] }),
    index("news_feed_date_idx").on(t.stage, t.publicationDate),
  ],
);

/** Countries the group serves (spec section 3); names are localised per UI language. */
export const countries = pgTable("countries", {
  code: text("code").primaryKey(),
  sortIndex: integer("sort_index").notNull(),
  hidden: boolean("hidden").notNull().default(false),
  defaultLanguage: text("default_language").notNull(),
  supportedLanguages: jsonb("supported_languages").$type<string[]>().notNull(),
  defaultMeasurementSystem: text("default_measurement_system")
    .$type<"Metric" | "Imperial">()
    .notNull(),
  names: jsonb("names").$type<Record<string, string>>().notNull(),
});

/** One row per page and content stage (DRAFT / PUBLISHED), as Hygraph stages content. */
export const pages = pgTable(
  "pages",
  {
    id: text("id").notNull(),
    stage: text("stage").$type<"DRAFT" | "PUBLISHED">().notNull(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    slug: text("slug").notNull(),
    theme: text("theme").notNull().default("Default"),
    /** Content, Story, MediaRelease or System: the Hygraph model the page comes from. */
    kind: text("kind")
      .$type<"Content" | "Story" | "MediaRelease" | "System">()
      .notNull()
      .default("Content"),
    pageType: text("page_type").notNull().default("Content"),
    injection: text("injection"),
    parentSlug: text("parent_slug"),
    /** Countries a home page is for; empty for a universal page. */
    countries: jsonb("countries").$type<string[]>().notNull().default([]),
    mainSiteOnly: boolean("main_site_only").notNull().default(false),
    protection: text("protection")
      .$type<"NONE" | "PASSWORD" | "CIAM_ROLE">()
      .notNull()
      .default("NONE"),
    translationSourceLanguage: text("translation_source_language").notNull().default("en"),
    publicationDate: timestamp("publication_date", { withTimezone: true }),
    image: jsonb("image").$type<StoredImage | null>(),
    adhoc: boolean("adhoc").notNull().default(false),
    storyContacts: jsonb("story_contacts")
      .$type<{ id: string; name: string; slug: string; image: StoredImage | null }[]>()
      .notNull()
      .default([]),
    /** Product slugs a story is related to. */
    relatedProducts: jsonb("related_products").$type<string[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.stage] }),
    index("pages_slug_idx").on(t.siteId, t.slug),
    index("pages_kind_idx").on(t.stage, t.kind, t.publicationDate),
  ],
);

/** The localised fields of a page; modules are typed JSON validated on the way out. */
export const pageLocalizations = pgTable(
  "page_localizations",
  {
    pageId: text("page_id").notNull(),
    stage: text("stage").$type<"DRAFT" | "PUBLISHED">().notNull(),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    leadText: text("lead_text"),
    category: text("category"),
    modules: jsonb("modules").$type<unknown[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.stage, t.locale] })],
);

/**
 * One translation job per page and target language (spec section 3, "Translation target"):
 * its state (spec section 4) and when its texts were exported to and imported from the
 * translators. Kept apart from the staged page rows, since a job belongs to the page, not to
 * one of its stages, and must survive publishing and restarts.
 */
export const translationTargets = pgTable(
  "translation_targets",
  {
    id: text("id").notNull(),
    pageId: text("page_id").notNull(),
    language: text("language").notNull(),
    state: text("state")
      .$type<"Translated" | "InProgress" | "MarkedForTranslation">()
      .notNull()
      .default("MarkedForTranslation"),
    exportedAt: timestamp("exported_at", { withTimezone: true }),
    importedAt: timestamp("imported_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.language] }),
    unique("translation_targets_id_unique").on(t.id),
    check(
      "translation_targets_state_check",
      sql`${t.state} in ('Translated', 'InProgress', 'MarkedForTranslation')`,
    ),
  ],
);

/** A picture of a product; `default` marks the primary image (spec section 3). */
export interface StoredProductImage {
  name: string;
  url: string;
  default: boolean;
}

/** A specification value in one measurement system, or in both when `measurementSystem` is null. */
export interface StoredSpecification {
  name: string;
  value: string;
  unit: string | null;
  measurementSystem: "Metric" | "Imperial" | null;
}

/** A product variant with its names in both measurement systems. */
export interface StoredVariant {
  id: string;
  nameMetric: string;
  nameImperial: string;
  specifications: StoredSpecification[];
}

/** A product highlight as the data service delivers it; some lack an image or video. */
export interface StoredHighlight {
  name: string;
  shortDescription: string;
  longDescription: string | null;
  imageUrl: string | null;
  videoImageUrl: string | null;
  videoUrl: string | null;
}

/**
 * The product hierarchy (spec section 3): a tree by `parent_id`; names and descriptions per
 * language; a classification is shown only where `supported_countries` includes the country.
 */
export const classifications = pgTable(
  "classifications",
  {
    id: text("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    parentId: text("parent_id"),
    sortIndex: integer("sort_index").notNull().default(0),
    imageUrl: text("image_url"),
    supportedCountries: jsonb("supported_countries").$type<string[]>().notNull().default([]),
    names: jsonb("names").$type<Record<string, string>>().notNull(),
    descriptions: jsonb("descriptions").$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [index("classifications_parent_idx").on(t.parentId)],
);

/**
 * Products of the catalogue. `classification_id` is the product's hierarchy entry; related items,
 * capabilities and downloads are references that may dangle (they are logged and skipped).
 */
export const products = pgTable("products", {
  slug: text("slug").primaryKey(),
  brand: text("brand").notNull(),
  classificationId: text("classification_id"),
  sortIndex: integer("sort_index").notNull().default(0),
  itemNumber: text("item_number"),
  supportedCountries: jsonb("supported_countries").$type<string[]>().notNull().default([]),
  images: jsonb("images").$type<StoredProductImage[]>().notNull().default([]),
  video: jsonb("video").$type<{ url: string; thumbnail: string } | null>(),
  capabilityIds: jsonb("capability_ids").$type<string[]>().notNull().default([]),
  related: jsonb("related")
    .$type<{ type: "related" | "component" | "service"; slug: string }[]>()
    .notNull()
    .default([]),
  /** Slugs of documents (see `documents`) offered as downloads. */
  downloads: jsonb("downloads").$type<string[]>().notNull().default([]),
});

export const productLocalizations = pgTable(
  "product_localizations",
  {
    productSlug: text("product_slug")
      .notNull()
      .references(() => products.slug),
    locale: text("locale").notNull(),
    name: text("name").notNull(),
    shortDescription: text("short_description").notNull(),
    /** HTML. */
    longDescription: text("long_description").notNull().default(""),
    imageAlt: text("image_alt").notNull().default(""),
    videoAlt: text("video_alt"),
    specifications: jsonb("specifications").$type<StoredSpecification[]>().notNull().default([]),
    variants: jsonb("variants").$type<StoredVariant[]>().notNull().default([]),
    highlights: jsonb("highlights").$type<StoredHighlight[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.productSlug, t.locale] })],
);

/** What the machines can do (capability pages list their products); texts per language. */
export const capabilities = pgTable("capabilities", {
  id: text("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  sortIndex: integer("sort_index").notNull().default(0),
  imageUrl: text("image_url").notNull(),
  names: jsonb("names").$type<Record<string, string>>().notNull(),
  descriptions: jsonb("descriptions").$type<Record<string, string>>().notNull().default({}),
});

/**
 * Downloadable documents per language (spec section 3, Document). The PDF itself is drawn from
 * `paragraphs` on request, so `size_bytes` is the size of exactly what is served.
 */
export const documents = pgTable(
  "documents",
  {
    slug: text("slug").notNull(),
    language: text("language").notNull(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    filename: text("filename").notNull(),
    extension: text("extension").notNull().default("pdf"),
    sizeBytes: integer("size_bytes").notNull(),
    thumbnailUrl: text("thumbnail_url"),
    paragraphs: jsonb("paragraphs").$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.language] })],
);

/** Accounts of the local identity server. */
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  /** Null until an invited user sets their password: they cannot sign in before. */
  passwordHash: text("password_hash"),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  organisationId: text("organisation_id").notNull(),
  roles: jsonb("roles").$type<string[]>().notNull(),
  internal: boolean("internal").notNull().default(false),
  /** Profile country (ISO code) and preferred language, edited on the account page. */
  country: text("country").notNull().default("CH"),
  language: text("language").notNull().default("en"),
  /** Set when the user asked to reset their multi-factor device. */
  mfaResetRequestedAt: timestamp("mfa_reset_requested_at", { withTimezone: true }),
});

/** oidc-provider's storage: sessions, grants, codes, tokens, interactions. */
export const oidcPayloads = pgTable(
  "oidc_payloads",
  {
    id: text("id").notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    grantId: text("grant_id"),
    userCode: text("user_code"),
    uid: text("uid"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.type] }),
    index("oidc_grant_idx").on(t.grantId),
    index("oidc_uid_idx").on(t.uid),
  ],
);

/**
 * Failed sign-ins at the identity server, one row per failure and per key (`account:<e-mail>`
 * or `ip:<address>`), counted over a sliding window by `loginThrottle`; shared by every
 * services instance on the same database.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    key: text("key").notNull(),
    failedAt: timestamp("failed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("login_failures_key_failed_at").on(t.key, t.failedAt)],
);

/** Keys the identity server signs with, kept so tokens outlive a restart. */
export const signingKeys = pgTable("signing_keys", {
  kid: text("kid").primaryKey(),
  privateJwk: jsonb("private_jwk").$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Records which seed version has been applied, so seeding is idempotent. */
export const seedState = pgTable("seed_state", {
  name: text("name").primaryKey(),
  version: integer("version").notNull(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});

export * from "./formsSchema";
export * from "./partsSchema";
export * from "./sisSchema";
export * from "./userAdminSchema";
