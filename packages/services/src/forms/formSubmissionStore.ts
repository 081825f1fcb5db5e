import { randomUUID } from "node:crypto";
import type { FormKind } from "@wire/domain";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../db/connect";
import { documents, formSubmissions } from "../db/schema";
import type { MailOutbox } from "../mail/mailOutbox";
import { createOutboxQueue } from "../outbox/outboxQueue";
import { formConfirmationMail } from "./formConfirmationMail";
import { submissionReference } from "./submissionReference";

/** A stored submission. */
export type FormSubmission = typeof formSubmissions.$inferSelect;

const DOCUMENT_SLUG = /^[a-z0-9][a-z0-9-]{0,120}$/;

/**
 * The slug of a whitepaper named by slug or by URL path (`/file/{slug}`, `/files/{slug}`, with or
 * without a query), or undefined.
 *
 * @example
 * documentSlug("/file/whitepaper-crimp-quality?l=de"); // => "whitepaper-crimp-quality"
 */
export function documentSlug(value: string): string | undefined {
  const path = value.split(/[?#]/)[0]!;
  const slug = /^\/files?\/([^/]+)$/.exec(path)?.[1] ?? path;
  return DOCUMENT_SLUG.test(slug) ? slug : undefined;
}

/** The site-relative download path of a document, as the app serves it (`/file/{slug}`). */
export function downloadPath(slug: string, locale: string): string {
  return `/file/${slug}?l=${encodeURIComponent(locale)}&dl=true`;
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code === "23505") return true;
  }
  return false;
};

/**
 * Public form submissions (issue 18): `submit` stores a validated submission with a new reference
 * number and, in the same transaction, queues the visitor's confirmation e-mail in the mail outbox,
 * so neither exists without the other. The rows are the CRM outbox too (`claimDue`,
 * `markDelivered`, `markFailed`): delivery happens later, from the worker, and its failures never
 * touch the stored submission.
 */
export function createFormSubmissionStore(
  db: Database,
  options: { outbox: MailOutbox; appUrl: string },
) {
  const queue = createOutboxQueue(db, formSubmissions, {
    id: formSubmissions.id,
    attempts: formSubmissions.attempts,
    nextAttemptAt: formSubmissions.nextAttemptAt,
    lockedUntil: formSubmissions.lockedUntil,
    lastError: formSubmissions.lastError,
    doneAt: formSubmissions.deliveredAt,
  });

  return {
    /** Whether a document with this slug exists (in any language). */
    async documentExists(slug: string): Promise<boolean> {
      const [row] = await db
        .select({ slug: documents.slug })
        .from(documents)
        .where(eq(documents.slug, slug))
        .limit(1);
      return Boolean(row);
    },

    /**
     * Stores a submission whose `fields` passed the domain schema of `kind` and queues its
     * confirmation e-mail (when the form has an e-mail address); answers the stored row and, for
     * a whitepaper with a document, its site-relative download path.
     */
    async submit(submission: {
      kind: FormKind;
      fields: Record<string, unknown>;
      locale: string;
      site: string;
      page: string;
      documentSlug?: string | undefined;
    }): Promise<{ row: FormSubmission; downloadUrl?: string }> {
      const email = typeof submission.fields.email === "string" ? submission.fields.email : null;
      const downloadUrl = submission.documentSlug
        ? downloadPath(submission.documentSlug, submission.locale)
        : undefined;
      for (let attempt = 1; ; attempt++) {
        const reference = submissionReference();
        try {
          const row = await db.transaction(async (tx) => {
            const [stored] = await tx
              .insert(formSubmissions)
              .values({
                id: randomUUID(),
                reference,
                kind: submission.kind,
                fields: submission.fields,
                email,
                locale: submission.locale,
                site: submission.site,
                page: submission.page,
                document: downloadUrl ?? null,
              })
              .returning();
            if (email) {
              await options.outbox.enqueue(tx, {
                to: email,
                ...formConfirmationMail({
                  kind: submission.kind,
                  reference,
                  fields: submission.fields,
                  downloadLink: downloadUrl && `${options.appUrl.replace(/\/$/, "")}${downloadUrl}`,
                }),
                kind: "formConfirmation",
                userId: null,
              });
            }
            return stored!;
          });
          return downloadUrl ? { row, downloadUrl } : { row };
        } catch (error) {
          // A reference already given (one in hundreds of millions): draw another.
          if (attempt < 5 && isUniqueViolation(error)) continue;
          throw error;
        }
      }
    },

    /** The submission with this reference number, or undefined. */
    async find(reference: string): Promise<FormSubmission | undefined> {
      const [row] = await db
        .select()
        .from(formSubmissions)
        .where(eq(formSubmissions.reference, reference));
      return row;
    },

    /** Claims up to `limit` submissions due for CRM delivery (see `createOutboxQueue`). */
    async claimDue(limit: number): Promise<FormSubmission[]> {
      const ids = await queue.claimDueIds(limit);
      if (ids.length === 0) return [];
      const rows = await db.select().from(formSubmissions).where(inArray(formSubmissions.id, ids));
      return rows.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
    },

    /** Marks a claimed submission delivered to the CRM. */
    markDelivered: (id: string) => queue.markDone(id),

    /** Records a failed delivery; the submission is due again after `retryDelay`. */
    markFailed: (id: string, error: string, retryBaseMs: number) =>
      queue.markFailed(id, error, retryBaseMs),
  };
}

/** The form submissions. */
export type FormSubmissionStore = ReturnType<typeof createFormSubmissionStore>;
