import type { StatusTone } from "@wire/design-system";
import { roleMeaning } from "@wire/domain";
import type {
  AccessAction,
  AccessState,
  AdministeredApplication,
  ForbiddenReason,
  MailStatus,
  SisRefusal,
} from "@wire/graphql";
import { displayNames } from "../i18n/intlFormats";
import type { Translator } from "../i18n/serverTranslator";
import { translateMessage } from "../i18n/translateMessage";
import { DASHBOARD_APPLICATIONS } from "./applications";

/** Which badge tone an access state reads as: what waits for the administrator stands out. */
export const ACCESS_STATE_TONE: Record<AccessState, StatusTone> = {
  invited: "brand",
  inviteExpired: "critical",
  pending: "caution",
  active: "positive",
  inactive: "neutral",
  declined: "neutral",
  unknown: "neutral",
};

/** Tone of the last invitation e-mail: a failed attempt that is being retried stands out. */
export const MAIL_STATUS_TONE: Record<MailStatus, StatusTone> = {
  QUEUED: "info",
  SENT: "positive",
  RETRYING: "critical",
};

/** The user-level actions next to the application actions of spec §4. */
export type UserAction = "invite" | "addToOrganisation" | "removeFromOrganisation" | "deleteUser";

/** Every action an administrator can take on the detail page or the list. */
export type UserAdminAction = AccessAction | UserAction;

/** Button label of each application action (`userAdmin.applications.*`). */
export const ACTION_LABEL_KEY: Record<AccessAction, string> = {
  addApplication: "add",
  grant: "grant",
  accept: "accept",
  decline: "decline",
  update: "update",
  resendInvite: "resend",
  sendNewInvite: "newInvite",
  withdraw: "withdraw",
};

/** The error title of each failed action (spec §8, `userAdmin.errors.*`). */
export const ACTION_ERROR_KEY: Record<UserAdminAction, string> = {
  invite: "inviting",
  addToOrganisation: "addingMembership",
  removeFromOrganisation: "removingOrganization",
  deleteUser: "deleting",
  addApplication: "addingApplication",
  grant: "granting",
  accept: "accepting",
  decline: "denying",
  update: "updating",
  resendInvite: "resending",
  sendNewInvite: "resending",
  withdraw: "withdrawing",
};

/** User and organisation ids as the SIS writes them; anything else is an invalid link, never sent. */
export const ADMIN_ID = /^[A-Za-z0-9_-]{1,80}$/;

/** Every application action (spec §4), in the order the domain's transition table names them. */
export const ACCESS_ACTIONS: readonly AccessAction[] = [
  "addApplication",
  "grant",
  "accept",
  "decline",
  "update",
  "resendInvite",
  "sendNewInvite",
  "withdraw",
];

/** Application actions that take something away: asked for again before they run. */
export const DESTRUCTIVE_ACCESS_ACTIONS: readonly AccessAction[] = ["decline", "withdraw"];

/** An application's name as the dashboard shows it. */
export function applicationName(t: Translator, application: AdministeredApplication): string {
  const entry = DASHBOARD_APPLICATIONS.find((a) => a.service === application);
  return entry ? t(`dashboard.apps.${entry.messageKey}.title`) : application;
}

/** An access state in words (`userAdmin.status.*`). */
export function accessStateLabel(t: Translator, state: AccessState): string {
  return t(`userAdmin.status.${state}`);
}

/** The label of an application action's button. */
export function actionLabel(t: Translator, action: AccessAction): string {
  return t(`userAdmin.applications.${ACTION_LABEL_KEY[action]}` as never);
}

/** What the audit trail's mutation names read as: the label of the button that did it. */
const AUDIT_ACTION_KEY: Record<string, string> = {
  inviteUser: "userAdmin.invite.button",
  addToOrganisation: "userAdmin.organizations.add",
  removeFromOrganisation: "userAdmin.organizations.remove",
  deleteUser: "userAdmin.deleteUser.button",
  addApplication: "userAdmin.applications.add",
  grantAccess: "userAdmin.applications.grant",
  acceptRequest: "userAdmin.applications.accept",
  updateAccess: "userAdmin.applications.update",
  resendInvite: "userAdmin.applications.resend",
  sendNewInvite: "userAdmin.applications.newInvite",
  declineAccess: "userAdmin.applications.decline",
  withdrawAccess: "userAdmin.applications.withdraw",
  // What the user or the system did: read as the state it led to.
  requestAccess: "userAdmin.status.pending",
  acceptInvitation: "userAdmin.detail.invitationAccepted",
  inviteExpired: "userAdmin.status.inviteExpired",
  // An action the SIS refused for want of permission (issue 41): `before` names the action.
  refused: "userAdmin.detail.refused",
};

/** An audit entry's action in words; an action this app does not know shows as the service names it. */
export function auditActionLabel(t: Translator, action: string): string {
  const key = AUDIT_ACTION_KEY[action];
  return key ? t(key as never) : action;
}

/**
 * An audit value: an access state in words, a role by its meaning, anything else (organisations)
 * as recorded. The roles a state change rewrote ("pending; roles +wire_int_direct_pending") are
 * left off: the state already says it.
 */
export function auditValue(t: Translator, value: string | null): string {
  if (!value) return "—";
  const state = value.split(";")[0]?.trim() ?? value;
  if (state in ACCESS_STATE_TONE) return accessStateLabel(t, state as AccessState);
  return roleMeaning(value) ? roleLabel(t, value) : value;
}

/**
 * A role in words: an application role as its application and access state ("Komax Direct
 * (Access requested)"), artemis on premises as such; a role no application grants as written.
 */
export function roleLabel(t: Translator, role: string): string {
  const meaning = roleMeaning(role);
  if (!meaning) return role;
  if (meaning.kind === "artemisOnPremises") {
    return `${applicationName(t, "artemis")} (${t("dashboard.apps.artemis.onPrem")})`;
  }
  return `${applicationName(t, meaning.application)} (${accessStateLabel(t, meaning.state)})`;
}

/**
 * An audit entry's change as "before → after", or null when it names none. A refused action's
 * `before` is the action tried, read as its button ("Withdraw → internal user").
 */
export function auditChange(
  t: Translator,
  entry: { action: string; before: string | null; after: string | null },
): string | null {
  if (!entry.before && !entry.after) return null;
  const before =
    entry.action === "refused" && entry.before
      ? auditActionLabel(t, entry.before)
      : auditValue(t, entry.before);
  return `${before} → ${auditValue(t, entry.after)}`;
}

/** The message key (`userAdmin.errors.*`) of each reason user administration refuses for. */
const REASON_MESSAGE_KEY: Record<ForbiddenReason, string> = {
  NOT_ADMIN: "permissionLost",
  USER_FORBIDDEN: "forbiddenUser",
  PERMISSION_LOST: "permissionLost",
};

/**
 * Why an action failed, in the reader's words (spec §8): the user is gone or the link
 * invalid, the user is another organisation's, the administrator lost the permission, the
 * service's own field message (e.g. a state that changed meanwhile), or "try again later".
 */
export function refusalMessage(t: Translator, refusal: SisRefusal | null): string {
  if (refusal?.code === "NOT_FOUND") return t("userAdmin.errors.invalidUser");
  if (refusal?.code === "FORBIDDEN") {
    return t(
      `userAdmin.errors.${REASON_MESSAGE_KEY[refusal.reason ?? "PERMISSION_LOST"]}` as never,
    );
  }
  if (refusal?.code === "BAD_USER_INPUT") {
    const first = Object.values(refusal.fields)[0];
    return first ? translateMessage(first, t) : t("userAdmin.errors.notAllowed");
  }
  return t("userAdmin.errors.unavailable");
}

/** A country code as the reader names it ("DE" → "Germany"); the code when unknown. */
export function countryName(code: string, language: string): string {
  try {
    return displayNames(language, "region").of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** A language code as the reader names it ("de" → "German"); the code when unknown. */
export function languageName(code: string, language: string): string {
  try {
    return displayNames(language, "language").of(code) ?? code;
  } catch {
    return code;
  }
}
