"use server";

import { ADMINISTERED_APPLICATIONS, fieldErrors, inviteSchema } from "@wire/domain";
import { type AccessAction, type AdministeredApplication, sisRefusal } from "@wire/graphql";
import { redirect } from "next/navigation";
import { currentSession } from "../auth/session";
import { sisClient } from "../data/sis";
import { formLocale, formText } from "../forms/formText";
import { logger } from "../http/logger";
import { languageOf } from "../i18n/languageOf";
import { serverTranslator } from "../i18n/serverTranslator";
import { translateErrors } from "../i18n/translateMessage";
import { portalHref } from "./applications";
import {
  ACCESS_ACTIONS,
  ACTION_ERROR_KEY,
  ADMIN_ID,
  refusalMessage,
  type UserAdminAction,
} from "./userAdminPresentation";

/**
 * What a user-administration form shows after submitting: field messages, the
 * values entered (so nothing typed is lost), the failed action's title with
 * the reason (spec §8) and, for an invited address that exists, that user.
 */
export interface UserAdminFormState {
  status: "idle" | "invalid" | "failed";
  errors: Record<string, string>;
  values: Record<string, string>;
  failure?: { title: string; message: string };
  existingUserId?: string;
}

const text = (form: FormData, name: string) => formText(form, name).trim();
/** The invite form's field of each SIS input field it may report on. */
const INVITE_FIELDS: Record<string, string> = {
  email: "email",
  application: "application",
  organisationId: "organization",
  organization: "organization",
  firstName: "firstName",
  lastName: "lastName",
};

/** The form's locale, translator and the signed-in user's SIS client (none without a session). */
async function formContext(form: FormData) {
  const locale = formLocale(form);
  const t = serverTranslator(languageOf(locale) ?? "en");
  const session = await currentSession();
  return { locale, t, sis: session ? sisClient(session) : null };
}

/** The user-administration path of a user (or the list). */
const userAdminPath = (locale: string, userId?: string) =>
  portalHref(locale, userId ? `user-admin/${userId}` : "user-admin");

/** A failed action's state: its title (spec §8) and the reason in words, keeping `values`. */
function failed(
  t: ReturnType<typeof serverTranslator>,
  action: UserAdminAction,
  error: unknown,
  values: Record<string, string>,
): UserAdminFormState {
  const refusal = sisRefusal(error);
  if (!refusal) logger.error(`[user-admin] ${action} failed: ${(error as Error)?.message}`);
  return {
    status: "failed",
    errors: {},
    values,
    failure: {
      title: t(`userAdmin.errors.${ACTION_ERROR_KEY[action]}` as never),
      message: refusalMessage(t, refusal),
    },
  };
}

/**
 * Invites a new user (spec §5): checks the form with the domain's `inviteSchema`
 * (the browser has checked it too), asks the SIS, and opens the new user's page.
 * An address that belongs to a user already answers "The user already exists"
 * with that user's id, for the link to their profile.
 */
export async function inviteUser(
  _previous: UserAdminFormState,
  form: FormData,
): Promise<UserAdminFormState> {
  const { locale, t, sis } = await formContext(form);
  const values = Object.fromEntries(
    ["email", "application", "organization", "firstName", "lastName"].map((name) => [
      name,
      text(form, name),
    ]),
  );
  const parsed = inviteSchema.safeParse(values);
  if (!parsed.success) {
    return { status: "invalid", errors: translateErrors(fieldErrors(parsed.error), t), values };
  }
  if (!sis) return failed(t, "invite", null, values);
  let userId: string;
  try {
    userId = (
      await sis.inviteUser({
        email: parsed.data.email,
        application: parsed.data.application,
        organisationId: parsed.data.organization,
        locale,
        ...(values.firstName ? { firstName: values.firstName.slice(0, 100) } : {}),
        ...(values.lastName ? { lastName: values.lastName.slice(0, 100) } : {}),
      })
    ).id;
  } catch (error) {
    const refusal = sisRefusal(error);
    if (refusal?.code === "BAD_USER_INPUT" && Object.keys(refusal.fields).length > 0) {
      const errors = Object.fromEntries(
        Object.entries(refusal.fields).map(([field, message]) => [
          INVITE_FIELDS[field] ?? "email",
          message,
        ]),
      );
      if (!refusal.existingUserId) {
        return { status: "invalid", errors: translateErrors(errors, t), values };
      }
      // The spec's own words (§8), whatever the service wrote, with the link to the profile.
      return {
        status: "invalid",
        errors: { ...translateErrors(errors, t), email: t("userAdmin.errors.userExists") },
        values,
        existingUserId: refusal.existingUserId,
      };
    }
    return failed(t, "invite", error, values);
  }
  redirect(`${userAdminPath(locale, userId)}?done=invite`);
}

/**
 * One action of the detail page on a user (spec §4): an application action,
 * adding to or removing from an organisation, or deleting the user. The form
 * names the action, the user and the application or organisation; the SIS
 * decides whether it is allowed. Success reloads the page with a notice.
 */
export async function userAdminAction(
  _previous: UserAdminFormState,
  form: FormData,
): Promise<UserAdminFormState> {
  const { locale, t, sis } = await formContext(form);
  const userId = text(form, "userId");
  const organisation = text(form, "organisation");
  const values = { organisation };
  const named = text(form, "action");
  const action = (
    [...ACCESS_ACTIONS, "addToOrganisation", "removeFromOrganisation", "deleteUser"] as const
  ).find((a) => a === named);
  if (!action) return failed(t, "update", null, values);
  if (!sis || !ADMIN_ID.test(userId)) return failed(t, action, null, values);

  if (action === "addToOrganisation" || action === "removeFromOrganisation") {
    if (!ADMIN_ID.test(organisation)) {
      return {
        status: "invalid",
        errors: { organisation: t("validation.invite.item") },
        values,
      };
    }
    try {
      await (action === "addToOrganisation"
        ? sis.addToOrganisation(userId, organisation)
        : sis.removeFromOrganisation(userId, organisation));
    } catch (error) {
      return failed(t, action, error, values);
    }
  } else if (action === "deleteUser") {
    try {
      await sis.deleteUser(userId);
    } catch (error) {
      return failed(t, action, error, values);
    }
    redirect(`${userAdminPath(locale)}?deleted=1`);
  } else {
    const application = (ADMINISTERED_APPLICATIONS as readonly AdministeredApplication[]).find(
      (a) => a === text(form, "application"),
    );
    if (!application) return failed(t, action, null, values);
    try {
      await ACCESS_CALLS[action](sis, userId, application, form);
    } catch (error) {
      return failed(t, action, error, values);
    }
  }
  redirect(`${userAdminPath(locale, userId)}?done=${action}`);
}

type Sis = ReturnType<typeof sisClient>;

/** The SIS mutation of each application action. */
const ACCESS_CALLS: Record<
  AccessAction,
  (
    sis: Sis,
    userId: string,
    application: AdministeredApplication,
    form: FormData,
  ) => Promise<unknown>
> = {
  addApplication: (sis, id, app) => sis.addApplication(id, app),
  grant: (sis, id, app) => sis.grantAccess(id, app),
  accept: (sis, id, app) => sis.acceptRequest(id, app),
  decline: (sis, id, app) => sis.declineAccess(id, app),
  // Artemis's update sets its user type (cloud or on premises); other applications' rewrites roles.
  update: (sis, id, app, form) =>
    sis.updateAccess(
      id,
      app,
      app === "artemis" ? form.get("artemisUserType") === "onprem" : undefined,
    ),
  resendInvite: (sis, id, app) => sis.resendInvite(id, app),
  sendNewInvite: (sis, id, app) => sis.sendNewInvite(id, app),
  withdraw: (sis, id, app) => sis.withdrawAccess(id, app),
};
