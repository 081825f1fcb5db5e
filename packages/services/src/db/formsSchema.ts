import type { FormKind } from "@wire/domain";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Public forms (issue 18, spec §3): every submission is stored here, with its reference number,
 * before anything downstream happens. The row is also the CRM delivery outbox: the CRM worker
 * claims due rows (`locked_until`), posts them to the CRM and sets `delivered_at`, or records the
 * failure and plans the next attempt (`next_attempt_at`, exponential backoff). Never deleted.
 */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: uuid("id").primaryKey(),
    /** What the visitor is told, e.g. `WR-2026-4F7K2Q`. */
    reference: text("reference").notNull().unique(),
    kind: text("kind").$type<FormKind>().notNull(),
    /** The domain schema's output for the form's fields. */
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    /** The visitor's e-mail, where the form asks for one (story feedback does not). */
    email: text("email"),
    locale: text("locale").notNull(),
    site: text("site").notNull(),
    /** The path of the page the form was on. */
    page: text("page").notNull(),
    /** The whitepaper's URL path, for whitepaper requests. */
    document: text("document"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("form_submissions_due_idx").on(t.deliveredAt, t.nextAttemptAt)],
);

/**
 * Bot-check tokens already verified once (they are single use, like reCAPTCHA's): kept in the
 * database so every services instance refuses a replay; forgotten after they expire.
 */
export const botcheckTokens = pgTable("botcheck_tokens", {
  id: text("id").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  verifiedAt: timestamp("verified_at", { withTimezone: true }).notNull().defaultNow(),
});
