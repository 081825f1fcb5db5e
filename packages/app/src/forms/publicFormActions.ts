"use server";

import { fieldErrors, formSchemaOf, isFormKind } from "@wire/domain";
import { headers } from "next/headers";
import { appConfig } from "../config";
import { submitPublicForm, verifyBotToken } from "../data/forms";
import { logger } from "../http/logger";
import { languageOf } from "../i18n/languageOf";
import { serverTranslator } from "../i18n/serverTranslator";
import { translateErrors } from "../i18n/translateMessage";
import { clientKeyOf, consumeRateLimit } from "../sharedState/rateLimit";
import type { PublicFormKind } from "./formDefinitions";
import { formLocale, formText } from "./formText";
import { outcomeTexts } from "./outcomeTexts";
import { readFormFields } from "./readFormFields";

/**
 * What a public form shows after a submission: the field messages and what
 * the visitor typed (nothing is lost on any error), a refusal or failure
 * with its reason, or the success text with the submission's reference.
 */
export interface PublicFormState {
  status: "idle" | "invalid" | "refused" | "failed" | "sent";
  errors: Record<string, string>;
  values: Record<string, string>;
  message?: { title: string; text?: string };
  reference?: string;
  downloadUrl?: string;
}

const SITE = /^[\w-]{1,64}$/;
/** A page path of this site, or a document path (never another host, never `..`). */
const SITE_PATH = /^\/[\w.~%/-]{0,300}$/;

const sitePath = (value: string) =>
  SITE_PATH.test(value) && !value.includes("//") && !value.split("/").includes("..") ? value : "";

/**
 * Sends a public form (support, service request, whitepaper, story
 * feedback; issue 18). The fields are checked with the domain's schema of
 * the form, the same one the browser used; a valid submission counts against
 * the client's rate limit, its bot-check token is verified (an empty token,
 * from a browser without script or a failed check, is logged and let
 * through: the rate limit still holds), and the services store it with a
 * reference number before anything else happens.
 */
export async function sendPublicForm(
  _previous: PublicFormState,
  form: FormData,
): Promise<PublicFormState> {
  const kind = formText(form, "formKind");
  const locale = formLocale(form);
  const t = serverTranslator(languageOf(locale) ?? "en");
  if (!isFormKind(kind)) {
    return {
      status: "failed",
      errors: {},
      values: {},
      message: { title: t("publicForms.genericFailure") },
    };
  }
  const texts = outcomeTexts(kind, t, appConfig().SUPPORT_EMAIL);
  const { fields, values } = readFormFields(kind, form);

  const parsed = formSchemaOf(kind).safeParse(fields);
  if (!parsed.success) {
    return { status: "invalid", errors: translateErrors(fieldErrors(parsed.error), t), values };
  }

  const limit = await consumeRateLimit("forms", clientKeyOf(await headers()));
  if (!limit.allowed) {
    return {
      status: "refused",
      errors: {},
      values,
      message: {
        title: t("publicForms.rateLimited", { seconds: limit.retryAfterS }),
      },
    };
  }

  const refusal = await botCheckRefusal(formText(form, "botToken"), kind);
  if (refusal) {
    logger.warn(`[forms] ${kind} refused by the bot check: ${refusal}`);
    return {
      status: "refused",
      errors: {},
      values,
      message: { title: t("publicForms.botRefused") },
    };
  }

  const answer = await submitPublicForm({
    kind,
    fields,
    locale,
    site: SITE.test(formText(form, "site")) ? formText(form, "site") : "main",
    page: sitePath(formText(form, "page")) || "/",
    ...(sitePath(formText(form, "document")) ? { document: formText(form, "document") } : {}),
  });
  if (answer.ok) {
    return {
      status: "sent",
      errors: {},
      values: {},
      message: { title: texts.success },
      reference: answer.reference,
      ...(answer.downloadUrl ? { downloadUrl: answer.downloadUrl } : {}),
    };
  }
  if (answer.kind === "invalid") {
    return { status: "invalid", errors: translateErrors(answer.errors, t), values };
  }
  logger.error(`[forms] ${kind} not stored: ${answer.reason}`);
  return {
    status: "failed",
    errors: {},
    values,
    message: { title: texts.failure, ...(texts.failureHint ? { text: texts.failureHint } : {}) },
  };
}

/** Why a submission's bot-check token is refused, or null when it may pass. */
async function botCheckRefusal(token: string, kind: PublicFormKind): Promise<string | null> {
  if (!token) {
    // No script, or the browser's token request failed (spec §7: an empty token). Logged, let through.
    logger.warn(`[forms] ${kind} sent without a bot-check token`);
    return null;
  }
  const config = appConfig();
  try {
    const verdict = await verifyBotToken(config.BOTCHECK_SECRET, token);
    if (!verdict.success) return `token refused (${verdict.errorCodes.join(", ") || "no reason"})`;
    if (verdict.action !== "SUBMIT") return `token for action ${verdict.action}`;
    if (verdict.score < config.BOTCHECK_MIN_SCORE) return `score ${verdict.score}`;
    return null;
  } catch (error) {
    // The bot check itself is down: do not turn people away for it; the rate limit still holds.
    logger.error(`[forms] bot check unavailable: ${(error as Error).message}`);
    return null;
  }
}
