import type { IncomingMessage, ServerResponse } from "node:http";
import { FORM_KINDS, fieldErrors, formSchemaOf } from "@wire/domain";
import { z } from "zod";
import { hasBearerToken } from "../http/bearerToken";
import { answeredBodyError, answerJson } from "../http/jsonAnswer";
import { readJson } from "../http/readBody";
import { documentSlug, type FormSubmissionStore } from "./formSubmissionStore";
import { REFERENCE_PATTERN } from "./submissionReference";

/** Where the forms API is mounted. */
export const FORMS_PATH = "/forms";

const SUBMISSIONS_PATH = `${FORMS_PATH}/submissions`;

const bodySchema = z.object({
  kind: z.enum(FORM_KINDS, { error: `kind must be one of ${FORM_KINDS.join(", ")}` }),
  fields: z.record(z.string(), z.unknown(), { error: "fields must be an object" }),
  locale: z
    .string()
    .regex(/^[a-z]{2}(?:[-_][A-Za-z]{2})?$/, "locale must look like en or de-CH")
    .default("en"),
  site: z.string().trim().min(1).max(100).default("main"),
  page: z.string().max(500).default(""),
  document: z.string().max(300).optional(),
});

/**
 * The public forms' API (issue 18), called by the site's server actions:
 *
 * - `POST /forms/submissions` takes submissions from the site's server only, which checked the
 *   bot-check token and the per-client limit (issue 41): without `Authorization: Bearer
 *   {FORMS_API_TOKEN}` it answers 401 `{ error }`. It validates `fields`
 *   with the domain schema of `kind` again (400 `{ errors: { field: message } }`), stores the
 *   submission and queues its confirmation e-mail in one transaction, nudges the mail and CRM
 *   workers, and answers 201 `{ reference, downloadUrl? }`. A malformed body or unknown kind is
 *   400 `{ error }`, a body over 64 KB 413. Downstream systems are only reached later, from the
 *   outboxes: a CRM outage never fails a submission.
 * - `GET /forms/submissions/{reference}` answers its delivery state or 404.
 */
export function createFormsApi(
  store: FormSubmissionStore,
  options: { token: string; onSubmitted?: () => void },
) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? "").split("?")[0]!;
    if (path === SUBMISSIONS_PATH && req.method === "POST") {
      if (!hasBearerToken(req.headers.authorization, options.token)) {
        return answerJson(res, 401, {
          error: "Form submissions are accepted from the site only (Authorization: Bearer).",
        });
      }
      let body: unknown;
      try {
        body = await readJson(req);
      } catch (error) {
        if (answeredBodyError(res, error)) return;
        throw error;
      }
      const parsed = bodySchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const where = issue.path.join(".");
        return answerJson(res, 400, {
          error: where ? `${where}: ${issue.message}` : issue.message,
        });
      }
      const { kind, fields, locale, site, page, document } = parsed.data;
      const valid = formSchemaOf(kind).safeParse(fields);
      if (!valid.success) return answerJson(res, 400, { errors: fieldErrors(valid.error) });
      let slug: string | undefined;
      if (kind === "whitepaper" && document !== undefined) {
        slug = documentSlug(document);
        if (!slug || !(await store.documentExists(slug))) {
          return answerJson(res, 400, { error: `document: no such whitepaper: ${document}` });
        }
      }
      const { row, downloadUrl } = await store.submit({
        kind,
        fields: valid.data as Record<string, unknown>,
        locale,
        site,
        page,
        documentSlug: slug,
      });
      options.onSubmitted?.();
      return answerJson(
        res,
        201,
        downloadUrl ? { reference: row.reference, downloadUrl } : { reference: row.reference },
      );
    }
    const reference = path.startsWith(`${SUBMISSIONS_PATH}/`)
      ? decodeURIComponent(path.slice(SUBMISSIONS_PATH.length + 1))
      : undefined;
    if (reference !== undefined && req.method === "GET") {
      const row = REFERENCE_PATTERN.test(reference) ? await store.find(reference) : undefined;
      if (!row) return answerJson(res, 404, { error: "not_found" });
      return answerJson(res, 200, {
        reference: row.reference,
        kind: row.kind,
        createdAt: row.createdAt.toISOString(),
        deliveredAt: row.deliveredAt?.toISOString() ?? null,
        attempts: row.attempts,
        lastError: row.lastError,
      });
    }
    return answerJson(res, 404, { error: "not_found" });
  };
}
