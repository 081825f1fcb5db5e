import type { FormKind } from "@wire/domain";
import { appConfig } from "../config";
import { servicesFetch } from "./services";

/** What the services answered to a submission. */
export type SubmissionAnswer =
  | { ok: true; reference: string; downloadUrl?: string }
  | { ok: false; kind: "invalid"; errors: Record<string, string> }
  | { ok: false; kind: "unavailable"; reason: string };

/**
 * Hands a public form to the services' forms API, which stores it with a
 * reference number before anything else and delivers it to the CRM and the
 * confirmation e-mail from its outbox. The services check the fields again
 * with the same domain schema; their field messages come back as `invalid`.
 */
export async function submitPublicForm(submission: {
  kind: FormKind;
  fields: Record<string, unknown>;
  locale: string;
  site: string;
  page: string;
  document?: string;
}): Promise<SubmissionAnswer> {
  let response: Response;
  try {
    response = await servicesFetch("/forms/submissions", {
      method: "POST",
      // The services take submissions only from the site's server (issue 41).
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${appConfig().FORMS_API_TOKEN}`,
      },
      body: JSON.stringify(submission),
      timeoutMs: 10_000,
    });
  } catch (error) {
    return { ok: false, kind: "unavailable", reason: (error as Error).message };
  }
  const body = (await response.json().catch(() => null)) as {
    reference?: string;
    downloadUrl?: string;
    errors?: Record<string, string>;
    error?: string;
  } | null;
  if (response.status === 201 && body?.reference) {
    return {
      ok: true,
      reference: body.reference,
      ...(body.downloadUrl ? { downloadUrl: body.downloadUrl } : {}),
    };
  }
  if (response.status === 400 && body?.errors) {
    return { ok: false, kind: "invalid", errors: body.errors };
  }
  return {
    ok: false,
    kind: "unavailable",
    reason: `forms API answered ${response.status}${body?.error ? `: ${body.error}` : ""}`,
  };
}

/** The bot check's verdict on a token, as its siteverify answers (reCAPTCHA's shape). */
export interface BotVerdict {
  success: boolean;
  score: number;
  action: string;
  errorCodes: string[];
}

/** Asks the bot check whether a token is genuine, fresh, unused, and how human it looked. */
export async function verifyBotToken(secret: string, token: string): Promise<BotVerdict> {
  const response = await servicesFetch("/botcheck/siteverify", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ secret, response: token }).toString(),
    timeoutMs: 5_000,
  });
  const body = (await response.json()) as {
    success?: boolean;
    score?: number;
    action?: string;
    "error-codes"?: string[];
  };
  return {
    success: body.success === true,
    score: typeof body.score === "number" ? body.score : 0,
    action: body.action ?? "",
    errorCodes: body["error-codes"] ?? [],
  };
}

/** A bot-check token for the browser, asked with the site key (the browser never holds the secret). */
export function requestBotToken(body: {
  siteKey: string;
  action: string;
  elapsedMs: number;
}): Promise<Response> {
  return servicesFetch("/botcheck/token", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    timeoutMs: 5_000,
  });
}
