import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * The SIS / ticketing data (spec section 3, Ticket; issue "service portal"): organisations, their
 * locations and installed base, service tickets with replies and attachments, WIRE Flow downloads
 * and the notification centre. Every row a customer may read carries its organisation, so each
 * query filters by the organisation of the verified ID token.
 */

/** A customer company (or the group itself for internal users). */
export const organisations = pgTable("organisations", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** Internal organisations (the group) see every machine model in WIRE Flow. */
  internal: boolean("internal").notNull().default(false),
  /** The service desk that answers this organisation: shown with the spec's apology. */
  supportEmail: text("support_email").notNull(),
  supportPhone: text("support_phone").notNull(),
  /** Where it is, as user administration lists it (spec §3): sub region, ISO country, city. */
  subRegion: text("sub_region").notNull().default(""),
  country: text("country").notNull().default(""),
  city: text("city").notNull().default(""),
});

/** A plant or office of an organisation: the "location (account)" of a ticket. */
export const locations = pgTable(
  "locations",
  {
    id: text("id").primaryKey(),
    organisationId: text("organisation_id").notNull(),
    name: text("name").notNull(),
    street: text("street").notNull(),
    postalCode: text("postal_code").notNull(),
    city: text("city").notNull(),
    country: text("country").notNull(),
  },
  (t) => [index("locations_org_idx").on(t.organisationId)],
);

/** Service-contract levels of a machine, none to premium. */
export type ContractLevel = "NONE" | "BASIC" | "PLUS" | "PREMIUM";

/** One machine of an organisation's installed base. */
export const machines = pgTable(
  "machines",
  {
    id: text("id").primaryKey(),
    organisationId: text("organisation_id").notNull(),
    locationId: text("location_id").notNull(),
    /** The customer's own name for it, e.g. "Line 3 cutter". */
    name: text("name").notNull(),
    /** The model's product name and catalogue slug. */
    model: text("model").notNull(),
    productSlug: text("product_slug").notNull(),
    serialNumber: text("serial_number").notNull(),
    commissionedOn: date("commissioned_on").notNull(),
    warrantyEnd: date("warranty_end").notNull(),
    contractLevel: text("contract_level").$type<ContractLevel>().notNull(),
    softwareVersion: text("software_version").notNull(),
  },
  (t) => [
    index("machines_org_idx").on(t.organisationId, t.name),
    uniqueIndex("machines_serial_idx").on(t.serialNumber),
  ],
);

/** Numbers behind ticket ids (`T-2026-004211`); one sequence, the year is the creation year. */
export const ticketNumbers = pgSequence("ticket_number_seq", { startWith: 1 });

/** Ticket types and statuses: see `packages/graphql/schema/sis.graphql`. */
export type TicketTypeValue =
  | "BREAKDOWN"
  | "MALFUNCTION"
  | "MAINTENANCE"
  | "SPARE_PART_INQUIRY"
  | "APPLICATION_SUPPORT"
  | "SOFTWARE"
  | "TRAINING";
export type TicketStatusValue =
  | "NEW"
  | "IN_PROGRESS"
  | "WAITING_FOR_CUSTOMER"
  | "RESOLVED"
  | "CLOSED";

export const tickets = pgTable(
  "tickets",
  {
    id: text("id").primaryKey(),
    number: integer("number").notNull(),
    organisationId: text("organisation_id").notNull(),
    locationId: text("location_id").notNull(),
    /** The machine concerned, when it is one of the installed base. */
    machineId: text("machine_id"),
    /** What the customer named as the machine concerned (a machine of the base, or "other"). */
    concern: text("concern").notNull(),
    machineName: text("machine_name"),
    serialNumber: text("serial_number"),
    ticketType: text("ticket_type").$type<TicketTypeValue>().notNull(),
    subject: text("subject").notNull(),
    description: text("description").notNull(),
    status: text("status").$type<TicketStatusValue>().notNull(),
    contactId: text("contact_id").notNull(),
    contactName: text("contact_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    closeReason: text("close_reason"),
  },
  (t) => [
    uniqueIndex("tickets_number_idx").on(t.number),
    index("tickets_org_created_idx").on(t.organisationId, t.createdAt),
    index("tickets_org_status_idx").on(t.organisationId, t.status, t.createdAt),
    index("tickets_machine_idx").on(t.machineId),
  ],
);

/** A reply in a ticket's timeline: from the customer, the service desk, or the system. */
export const ticketReplies = pgTable(
  "ticket_replies",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    ticketId: text("ticket_id").notNull(),
    origin: text("origin").$type<"CUSTOMER" | "SERVICE_DESK" | "SYSTEM">().notNull(),
    author: text("author").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ticket_replies_ticket_idx").on(t.ticketId, t.createdAt)],
);

/** A file attached to a ticket; the bytes are in the upload store under `storageKey`. */
export const ticketAttachments = pgTable(
  "ticket_attachments",
  {
    id: text("id").primaryKey(),
    ticketId: text("ticket_id").notNull(),
    filename: text("filename").notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    storageKey: text("storage_key").notNull(),
    uploadedBy: text("uploaded_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ticket_attachments_ticket_idx").on(t.ticketId)],
);

/** Kinds of WIRE Flow downloads. */
export type DownloadKind = "SOFTWARE" | "FIRMWARE" | "MANUAL" | "DRAWING";

/** A WIRE Flow download; its file is generated from the row on request, so `size_bytes` is exact. */
export const downloads = pgTable(
  "downloads",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    kind: text("kind").$type<DownloadKind>().notNull(),
    version: text("version").notNull(),
    releaseDate: date("release_date").notNull(),
    releaseNotes: text("release_notes").notNull(),
    language: text("language").notNull(),
    filename: text("filename").notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    /** Product slugs of the machine models the download applies to. */
    models: jsonb("models").$type<string[]>().notNull(),
  },
  (t) => [index("downloads_release_idx").on(t.releaseDate)],
);

/**
 * A notification for one user: a service-desk reply or status change on their ticket, or a status
 * change of their quote or order request. Exactly one of `ticketId` and `requestReference` is set.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    organisationId: text("organisation_id").notNull(),
    ticketId: text("ticket_id"),
    requestReference: text("request_reference"),
    kind: text("kind").$type<"REPLY" | "STATUS" | "REQUEST_STATUS">().notNull(),
    /** The new status for STATUS and REQUEST_STATUS, the reply's first words for REPLY. */
    detail: text("detail").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.createdAt)],
);

/**
 * A finished, checked upload (tus) waiting to be attached to a ticket by its owner. `attachedTo`
 * is set once, so one upload becomes one attachment.
 */
export const uploads = pgTable("uploads", {
  id: text("id").primaryKey(),
  ownerId: text("owner_id").notNull(),
  filename: text("filename").notNull(),
  /** The type read from the file's content, not its name. */
  mimeType: text("mime_type").notNull(),
  sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
  storageKey: text("storage_key").notNull(),
  attachedTo: text("attached_to"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
