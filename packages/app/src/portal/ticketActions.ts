"use server";

import { closeTicketSchema, fieldErrors, newTicketSchema, ticketCommentSchema } from "@wire/domain";
import type { CloseReason, TicketType } from "@wire/graphql";
import { sisRefusal } from "@wire/graphql";
import { redirect } from "next/navigation";
import { currentSession } from "../auth/session";
import { sisClient } from "../data/sis";
import { formLocale, formText } from "../forms/formText";
import { logger } from "../http/logger";
import { languageOf } from "../i18n/languageOf";
import { serverTranslator } from "../i18n/serverTranslator";
import { translateErrors } from "../i18n/translateMessage";

/** What a ticket form shows after submitting: field messages and the values entered, so nothing is lost. */
export interface TicketFormState {
  status: "idle" | "invalid" | "failed";
  errors: Record<string, string>;
  values: Record<string, string>;
}

const TICKET_ID = /^T-\d{4}-\d{6}$/;
const CLOSE_REASONS: Record<string, CloseReason> = {
  solvedByCompany: "SOLVED_BY_COMPANY",
  solvedWithoutCompany: "SOLVED_WITHOUT_COMPANY",
  noLongerRelevant: "NO_LONGER_RELEVANT",
};

/** The form's context: locale, translator and the signed-in user's SIS client (none without a session). */
async function formContext(form: FormData) {
  const locale = formLocale(form);
  const t = serverTranslator(languageOf(locale) ?? "en");
  const session = await currentSession();
  return { locale, t, sis: session ? sisClient(session) : null };
}

/**
 * Turns a SIS failure into the form's state: the service's field messages
 * (translated), or the apology the spec asks for (spec §8), keeping `values`.
 */
function failure(
  error: unknown,
  values: Record<string, string>,
  t: ReturnType<typeof serverTranslator>,
): TicketFormState {
  const refusal = sisRefusal(error);
  if (refusal?.code === "BAD_USER_INPUT") {
    return { status: "invalid", errors: translateErrors(refusal.fields, t), values };
  }
  logger.error(`[tickets] ${(error as Error).message}`);
  return { status: "failed", errors: {}, values };
}

/** Creates a ticket, attaches the finished uploads, and opens the new ticket. */
export async function createTicket(
  _previous: TicketFormState,
  form: FormData,
): Promise<TicketFormState> {
  const { locale, t, sis } = await formContext(form);
  const values = Object.fromEntries(
    [
      "location",
      "ticketType",
      "machine",
      "machineName",
      "serialNumber",
      "subject",
      "description",
    ].map((name) => [name, formText(form, name)]),
  );
  const uploads = form
    .getAll("upload")
    .filter((id): id is string => typeof id === "string" && /^[a-f0-9-]{36}$/.test(id));
  const parsed = newTicketSchema.safeParse(values);
  if (!parsed.success) {
    return { status: "invalid", errors: translateErrors(fieldErrors(parsed.error), t), values };
  }
  if (!sis) return { status: "failed", errors: {}, values };
  let id: string;
  try {
    id = (
      await sis.createTicket({ ...parsed.data, ticketType: parsed.data.ticketType as TicketType })
    ).id;
  } catch (error) {
    return failure(error, values, t);
  }
  for (const upload of uploads) {
    await sis.attachUpload(id, upload).catch((error: Error) => {
      logger.error(`[tickets] attaching upload ${upload} to ${id} failed: ${error.message}`);
    });
  }
  redirect(`/${locale}/portal/tickets/${id}?created=1`);
}

/** Adds the customer's comment to a ticket. */
export async function commentOnTicket(
  _previous: TicketFormState,
  form: FormData,
): Promise<TicketFormState> {
  const { locale, t, sis } = await formContext(form);
  const id = formText(form, "ticketId");
  const values = { comment: formText(form, "comment") };
  const parsed = ticketCommentSchema.safeParse(values);
  if (!parsed.success) {
    return { status: "invalid", errors: translateErrors(fieldErrors(parsed.error), t), values };
  }
  if (!sis || !TICKET_ID.test(id)) return { status: "failed", errors: {}, values };
  try {
    await sis.commentTicket(id, parsed.data.comment);
  } catch (error) {
    return failure(error, values, t);
  }
  redirect(`/${locale}/portal/tickets/${id}?commented=1`);
}

/** Closes a ticket with a reason and an optional comment (spec §4). */
export async function closeTicket(
  _previous: TicketFormState,
  form: FormData,
): Promise<TicketFormState> {
  const { locale, t, sis } = await formContext(form);
  const id = formText(form, "ticketId");
  const values = { reason: formText(form, "reason"), comment: formText(form, "comment") };
  const parsed = closeTicketSchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    // The spec gives no message for a missing reason; the close form's own one is clearer than the generic one.
    if (errors.reason) errors.reason = "Please select a reason";
    return { status: "invalid", errors: translateErrors(errors, t), values };
  }
  if (!sis || !TICKET_ID.test(id)) return { status: "failed", errors: {}, values };
  try {
    await sis.closeTicket(id, CLOSE_REASONS[parsed.data.reason]!, parsed.data.comment);
  } catch (error) {
    return failure(error, values, t);
  }
  redirect(`/${locale}/portal/tickets/${id}?closed=1`);
}
