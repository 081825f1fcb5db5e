import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

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
});

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
  },
  (t) => [primaryKey({ columns: [t.id, t.stage] }), index("pages_slug_idx").on(t.siteId, t.slug)],
);

/** The localised fields of a page; modules are typed JSON validated on the way out. */
export const pageLocalizations = pgTable(
  "page_localizations",
  {
    pageId: text("page_id").notNull(),
    stage: text("stage").$type<"DRAFT" | "PUBLISHED">().notNull(),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    modules: jsonb("modules").$type<unknown[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.stage, t.locale] })],
);

export const products = pgTable("products", {
  slug: text("slug").primaryKey(),
  brand: text("brand").notNull(),
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
  },
  (t) => [primaryKey({ columns: [t.productSlug, t.locale] })],
);

export const tickets = pgTable(
  "tickets",
  {
    id: text("id").primaryKey(),
    organisationId: text("organisation_id").notNull(),
    createdBy: text("created_by").notNull(),
    subject: text("subject").notNull(),
    description: text("description").notNull(),
    status: text("status").$type<"OPEN" | "IN_PROGRESS" | "CLOSED">().notNull().default("OPEN"),
    location: text("location").notNull(),
    ticketType: text("ticket_type").notNull(),
    machine: text("machine").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("tickets_org_idx").on(t.organisationId)],
);

/** Accounts of the local identity server. */
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
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
