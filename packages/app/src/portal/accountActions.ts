"use server";

import { accountSchema, changePasswordSchema, fieldErrors, UI_LANGUAGES } from "@wire/domain";
import { currentSession, sessionUser } from "../auth/session";
import { accountClient } from "../data/account";
import { PLAIN } from "../data/cache";
import { getCountries } from "../data/content";
import { formText } from "../forms/formText";
import { currentLogger } from "../http/logger";
import { consumeRateLimit } from "../sharedState/rateLimit";

/** What a form shows after submitting: field messages, and the values entered, so nothing is lost. */
export interface FormState {
  status: "idle" | "saved" | "invalid" | "failed";
  errors: Record<string, string>;
  values: Record<string, string>;
}

async function client() {
  const session = await currentSession();
  if (!session) return null;
  return accountClient(session);
}

const failed = (values: Record<string, string>, message: string): FormState => ({
  status: "failed",
  errors: { _form: message },
  values,
});

/**
 * Saves the profile. Validated here with the spec's messages before it
 * goes to the identity server, which validates again. Server actions are
 * protected against cross-site requests by Next's origin check.
 */
export async function updateProfile(_previous: FormState, form: FormData): Promise<FormState> {
  const values = {
    firstName: formText(form, "firstName"),
    lastName: formText(form, "lastName"),
    country: formText(form, "country"),
    language: formText(form, "language"),
  };
  const countries = (await getCountries(PLAIN, "en")).map((c) => c.countryCode);
  const parsed = accountSchema({ countries, languages: UI_LANGUAGES }).safeParse(values);
  if (!parsed.success) return { status: "invalid", errors: fieldErrors(parsed.error), values };
  const account = await client();
  if (!account) return failed(values, "session");
  try {
    const result = await account.updateProfile(parsed.data);
    return result.ok
      ? { status: "saved", errors: {}, values }
      : { status: "invalid", errors: result.errors, values };
  } catch (error) {
    (await currentLogger()).error(`[account] profile update failed: ${(error as Error).message}`);
    return failed(values, "unavailable");
  }
}

/** Changes the password; the entered passwords are not sent back to the browser. */
export async function changePassword(_previous: FormState, form: FormData): Promise<FormState> {
  const input = {
    currentPassword: formText(form, "currentPassword"),
    newPassword: formText(form, "newPassword"),
    confirmPassword: formText(form, "confirmPassword"),
  };
  const parsed = changePasswordSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", errors: fieldErrors(parsed.error), values: {} };
  const session = await currentSession();
  if (!session) return failed({}, "session");
  // Counted per account, not per address: the guesses would come through this one session.
  const limit = await consumeRateLimit("passwordChange", sessionUser(session).id);
  if (!limit.allowed) {
    return {
      status: "failed",
      errors: { _form: "tooManyAttempts", retryAfterS: String(limit.retryAfterS) },
      values: {},
    };
  }
  const account = accountClient(session);
  try {
    const result = await account.changePassword(parsed.data);
    return result.ok
      ? { status: "saved", errors: {}, values: {} }
      : { status: "invalid", errors: result.errors, values: {} };
  } catch (error) {
    (await currentLogger()).error(`[account] password change failed: ${(error as Error).message}`);
    return failed({}, "unavailable");
  }
}

/** Asks for a new multi-factor device at the next login. */
export async function resetMultiFactor(_previous: FormState): Promise<FormState> {
  const account = await client();
  if (!account) return failed({}, "session");
  try {
    const result = await account.resetMultiFactor();
    return result.ok ? { status: "saved", errors: {}, values: {} } : failed({}, "unavailable");
  } catch (error) {
    (await currentLogger()).error(
      `[account] multi-factor reset failed: ${(error as Error).message}`,
    );
    return failed({}, "unavailable");
  }
}
