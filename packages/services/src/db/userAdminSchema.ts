import type { AdministeredApplication, ApplicationAccessState } from "@wire/domain";
import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * User administration (issue 17, spec §3, §4, §6): which organisations a user belongs to, their
 * access to each administered application, the invitations that let a new user set a password,
 * the audit log of every administrative action and the outbox the invitation e-mails leave from.
 * `users.organisation_id` stays the user's primary organisation (the ID token's claim); the
 * memberships hold all of them.
 */

/** A user's membership of an organisation (many to many). */
export const organisationMemberships = pgTable(
  "organisation_memberships",
  {
    userId: text("user_id").notNull(),
    organisationId: text("organisation_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.organisationId] }),
    index("organisation_memberships_org_idx").on(t.organisationId),
  ],
);

/**
 * A user's access to one application. `unknown` rows are kept (after a withdrawn invitation) so
 * the dates stay; they read as no access. The roles of `users.roles` are rewritten from these
 * rows whenever one changes (the domain's `rolesForAccess`).
 */
export const applicationAccess = pgTable(
  "application_access",
  {
    userId: text("user_id").notNull(),
    application: text("application").$type<AdministeredApplication>().notNull(),
    state: text("state").$type<ApplicationAccessState>().notNull(),
    /** When and by whom (display name) the access was requested, or the invitation sent. */
    requestedAt: timestamp("requested_at", { withTimezone: true }),
    requestedBy: text("requested_by"),
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    /** Null for invitations recorded before user administration (seeded from roles): no expiry. */
    inviteExpiresAt: timestamp("invite_expires_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.application] }),
    index("application_access_state_idx").on(t.state, t.inviteExpiresAt),
  ],
);

/** An invitation link: only the SHA-256 of its token is stored, so the table leaks no link. */
export const invitations = pgTable(
  "invitations",
  {
    id: text("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: text("user_id").notNull(),
    application: text("application").$type<AdministeredApplication>().notNull(),
    /** The site language of the e-mail and its link. */
    locale: text("locale").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  },
  (t) => [index("invitations_user_idx").on(t.userId, t.application)],
);

/**
 * Who did what to whom, when, with the state before and after. Names and e-mails are copied, so
 * the entry outlives a deleted user; `actor_id` is null for the system (an invitation expiring).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: text("actor_id"),
    actorName: text("actor_name").notNull(),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetId: text("target_id").notNull(),
    targetName: text("target_name").notNull(),
    targetEmail: text("target_email").notNull(),
    application: text("application").$type<AdministeredApplication>(),
    /** The organisation's name, when the action concerns one. */
    organisation: text("organisation"),
    before: text("before"),
    after: text("after"),
  },
  (t) => [index("audit_log_target_idx").on(t.targetId, t.at)],
);

/** What an outbox mail is for: an invitation, or the confirmation of a public form (issue 18). */
export type MailKind = "invitation" | "formConfirmation";

/**
 * E-mails waiting to be sent, written in the transaction of the change they announce and sent by
 * the mail worker with retries (exponential backoff) until they go out: never dropped. A worker
 * claims a row by setting `locked_until`, so several services processes can share the outbox.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    kind: text("kind").$type<MailKind>().notNull(),
    userId: text("user_id"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.sentAt, t.nextAttemptAt),
    index("mail_outbox_user_idx").on(t.userId, t.createdAt),
  ],
);
