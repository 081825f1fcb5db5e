import {
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * Product information, spare and wear parts, the parts cart and quote / order requests (spec §3
 * Part, Product information listing, Parts cart; issue "product information and parts"). Parts
 * and product information are the group's catalogue, the same for every customer; what a
 * customer may see of it (the parts lists of the models they own, prices) is decided per
 * resolver from the verified ID token. Carts, saved lists and requests carry their user and
 * organisation, so each query filters by them.
 */

/** Product-information statuses (spec §3). */
export type ProductInfoStatus = "ACTIVE" | "DISCONTINUED" | "CANCELLED";

/** One product-information item: a machine model's configuration, module or option. */
export const productInfoItems = pgTable(
  "product_info_items",
  {
    id: text("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    brand: text("brand").notNull(),
    itemNumber: text("item_number").notNull(),
    articleNumber: text("article_number").notNull(),
    status: text("status").$type<ProductInfoStatus>().notNull(),
    stock: integer("stock").notNull(),
    availabilityDays: integer("availability_days").notNull(),
    /** The warehouse it ships from. */
    location: text("location").notNull(),
    /** The machine model (catalogue slug and name) it belongs to. */
    productSlug: text("product_slug").notNull(),
    model: text("model").notNull(),
    description: text("description").notNull(),
  },
  (t) => [
    uniqueIndex("product_info_slug_idx").on(t.slug),
    uniqueIndex("product_info_item_number_idx").on(t.itemNumber),
    // The list is ordered by name, with or without the active-only filter.
    index("product_info_name_idx").on(t.name, t.id),
    index("product_info_status_name_idx").on(t.status, t.name, t.id),
    index("product_info_model_idx").on(t.productSlug),
  ],
);

/** Where a part is worn: spare parts last the machine's life, wear parts are replaced regularly. */
export type PartKind = "SPARE" | "WEAR";

/** A spare or wear part (spec §3 Part). The availability status is derived from `stock`. */
export const parts = pgTable(
  "parts",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    articleNumber: text("article_number").notNull(),
    category: text("category").notNull(),
    stock: integer("stock").notNull(),
    availabilityDays: integer("availability_days").notNull(),
    location: text("location").notNull(),
    /** The group's list price in euro cents; shown only to organisations with a parts price list. */
    priceCents: integer("price_cents").notNull(),
  },
  // Quick order looks every line up by article number in one query.
  (t) => [uniqueIndex("parts_article_number_idx").on(t.articleNumber)],
);

/** The exploded-view drawing of a machine model: its viewBox; the SVG is drawn on request. */
export const explodedViews = pgTable("exploded_views", {
  productSlug: text("product_slug").primaryKey(),
  model: text("model").notNull(),
  title: text("title").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
});

/**
 * A machine model's bill of materials: each position is one part, spare or wear, with how many
 * the machine holds, and the point in the exploded view where the position's marker sits.
 */
export const modelParts = pgTable(
  "model_parts",
  {
    productSlug: text("product_slug").notNull(),
    position: integer("position").notNull(),
    partId: text("part_id").notNull(),
    kind: text("kind").$type<PartKind>().notNull(),
    quantity: integer("quantity").notNull(),
    x: real("x").notNull(),
    y: real("y").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productSlug, t.position] }),
    index("model_parts_part_idx").on(t.partId),
  ],
);

/** A knowledge-hub article of a product-information item (spec §2 `{productid}/{contentid}`). */
export const knowledgeArticles = pgTable(
  "knowledge_articles",
  {
    id: text("id").primaryKey(),
    productId: text("product_id").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    sortIndex: integer("sort_index").notNull(),
  },
  (t) => [index("knowledge_articles_product_idx").on(t.productId, t.sortIndex)],
);

/** A topic of a knowledge-hub article, keyed by its TopicID (spec §2 `…/{topicid}`). */
export const knowledgeTopics = pgTable(
  "knowledge_topics",
  {
    id: text("id").primaryKey(),
    articleId: text("article_id").notNull(),
    title: text("title").notNull(),
    body: jsonb("body").$type<string[]>().notNull(),
    sortIndex: integer("sort_index").notNull(),
  },
  (t) => [index("knowledge_topics_article_idx").on(t.articleId, t.sortIndex)],
);

/** A software package for a product-information item. */
export const softwarePackages = pgTable(
  "software_packages",
  {
    id: text("id").primaryKey(),
    productId: text("product_id").notNull(),
    name: text("name").notNull(),
    version: text("version").notNull(),
    releaseDate: date("release_date").notNull(),
    platform: text("platform").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    releaseNotes: text("release_notes").notNull(),
  },
  (t) => [index("software_packages_product_idx").on(t.productId, t.releaseDate)],
);

/** An organisation's parts price list: organisations without one see no prices. */
export const partPriceLists = pgTable("part_price_lists", {
  organisationId: text("organisation_id").primaryKey(),
  currency: text("currency").notNull(),
  /** The organisation's discount on list prices, in percent. */
  discountPercent: integer("discount_percent").notNull().default(0),
});

/** One stored cart line: the domain's `CartPart` without the part's data (read fresh). */
export interface StoredCartLine {
  key: string;
  id: string;
  articleNumber: string;
  quantity: number;
}

/** The parts cart of one user, stored on the server so it follows them to another browser. */
export const carts = pgTable("carts", {
  userId: text("user_id").primaryKey(),
  lines: jsonb("lines").$type<StoredCartLine[]>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A cart saved under a name by its user, to reopen or add to the cart later. */
export const savedLists = pgTable(
  "saved_lists",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    name: text("name").notNull(),
    lines: jsonb("lines").$type<StoredCartLine[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("saved_lists_user_idx").on(t.userId, t.updatedAt)],
);

/** Numbers behind request references (`Q-2026-000123`, `O-2026-000124`): one sequence. */
export const requestNumbers = pgSequence("parts_request_number_seq", { startWith: 1 });

/** Quote or order; statuses in lifecycle order: see `packages/graphql/schema/sis.graphql`. */
export type PartsRequestType = "QUOTE" | "ORDER";
export type PartsRequestStatus = "SUBMITTED" | "IN_REVIEW" | "QUOTED" | "CONFIRMED" | "CLOSED";

/** One line of a request: the part as it was when the request was made. */
export interface PartsRequestLine {
  partId: string;
  articleNumber: string;
  name: string;
  quantity: number;
  /** Unit price in the organisation's currency, when it has a price list. */
  unitPrice: number | null;
  currency: string | null;
}

/** A quote or order request made from a user's cart. */
export const partsRequests = pgTable(
  "parts_requests",
  {
    reference: text("reference").primaryKey(),
    number: integer("number").notNull(),
    type: text("type").$type<PartsRequestType>().notNull(),
    status: text("status").$type<PartsRequestStatus>().notNull(),
    organisationId: text("organisation_id").notNull(),
    requesterId: text("requester_id").notNull(),
    requesterName: text("requester_name").notNull(),
    /** The customer's own order or reference number, optional. */
    customerReference: text("customer_reference"),
    comment: text("comment"),
    lines: jsonb("lines").$type<PartsRequestLine[]>().notNull(),
    /** Every status with when it was set, oldest first. */
    history: jsonb("history")
      .$type<{ status: PartsRequestStatus; at: string; note: string | null }[]>()
      .notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("parts_requests_number_idx").on(t.number),
    index("parts_requests_org_created_idx").on(t.organisationId, t.createdAt),
  ],
);
