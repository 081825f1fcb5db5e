import type { ApplicationAccessState } from "./applicationActions.ts";
import { roleList } from "./deriveServiceStatuses.ts";
import { REQUESTABLE_SERVICES, type RequestableService } from "./withAccessRequests.ts";

/** An application a delegated admin administers: each service of the dashboard (spec §3). */
export type AdministeredApplication = RequestableService;

/** Every administered application, in dashboard order. */
export const ADMINISTERED_APPLICATIONS: readonly AdministeredApplication[] = REQUESTABLE_SERVICES;

/**
 * The role fragments (after `{prefix}_`) an access state grants per application (spec §6). States
 * without an entry grant no role: the dashboard then shows the service as unregistered. Only
 * direct has a pending role and only kampus (lmse front) has invited / invite-expired roles, so
 * those are the only states the identity server can tell apart for them.
 */
const STATE_ROLES: Readonly<
  Record<AdministeredApplication, Partial<Record<ApplicationAccessState, string>>>
> = Object.freeze({
  komaxDirect: { active: "int_direct_active", pending: "int_direct_pending" },
  serviceTicketing: { active: "int_serviceticketing_active" },
  inventory: { active: "int_assetdb_active" },
  delegatedAdmin: { active: "delegatedadmin_extern" },
  artemis: { active: "int_artemis_active" },
  mfpWireMaster: { active: "int_mfpwm_active" },
  mfpMasterData: { active: "int_mfpmds_active" },
  kampus: {
    active: "int_lmsefront_active",
    invited: "int_lmsefront_invited",
    inviteExpired: "int_lmsefront_inviteexpired",
  },
  productInformation: { active: "int_productinfo_active" },
});

/**
 * The identity-server role an application's access state grants, or null. An internal user's
 * delegated-admin access is the internal role (`delegatedadmin_intern`).
 *
 * @example
 * applicationRole("wire", "serviceTicketing", "active"); // => "wire_int_serviceticketing_active"
 */
export function applicationRole(
  prefix: string,
  application: AdministeredApplication,
  state: ApplicationAccessState,
  internal = false,
): string | null {
  const fragment = STATE_ROLES[application]?.[state];
  if (!fragment) return null;
  return `${prefix}_${internal && application === "delegatedAdmin" ? "delegatedadmin_intern" : fragment}`;
}

/** Whether a role is one an administered application grants (so access states decide it). */
function isApplicationRole(prefix: string, role: string): boolean {
  const p = prefix.toLowerCase();
  const lower = role.toLowerCase();
  if (lower === `${p}_delegatedadmin_intern`) return true;
  return Object.values(STATE_ROLES).some((states) =>
    Object.values(states).some((fragment) => lower === `${p}_${fragment}`),
  );
}

/**
 * A user's roles after their application access changed: every role no application grants is
 * kept (e.g. `{prefix}_artemis_onpremuser`), the application roles are replaced by those the
 * access states grant, in application order.
 *
 * @example
 * rolesForAccess("wire", ["wire_int_assetdb_active"], { serviceTicketing: "active" });
 * // => ["wire_int_serviceticketing_active"]
 */
export function rolesForAccess(
  prefix: string,
  currentRoles: readonly string[],
  access: Partial<Record<AdministeredApplication, ApplicationAccessState>>,
  internal = false,
): string[] {
  const kept = currentRoles.filter((role) => !isApplicationRole(prefix, role));
  const granted = ADMINISTERED_APPLICATIONS.flatMap((application) => {
    const state = access[application];
    const role = state ? applicationRole(prefix, application, state, internal) : null;
    return role ? [role] : [];
  });
  return [...new Set([...kept, ...granted])];
}

/**
 * The access states a user's roles imply, for users whose roles were set before user
 * administration recorded states (seed, imports): active, pending, invited and invite-expired
 * roles map back to their state; applications without a role are left out (state `unknown`).
 *
 * @example
 * accessFromRoles("wire", ["wire_int_direct_pending"]); // => { komaxDirect: "pending" }
 */
export function accessFromRoles(
  prefix: string,
  roles: readonly string[],
): Partial<Record<AdministeredApplication, ApplicationAccessState>> {
  const list = roleList(roles);
  const p = prefix.toLowerCase();
  const access: Partial<Record<AdministeredApplication, ApplicationAccessState>> = {};
  for (const application of ADMINISTERED_APPLICATIONS) {
    const states = STATE_ROLES[application];
    // Active wins over pending / invited when a user carries both (as the dashboard reads them).
    for (const state of ["active", "pending", "invited", "inviteExpired"] as const) {
      const fragment = states[state];
      const internalAdmin = application === "delegatedAdmin" && state === "active";
      if (
        (fragment && list.includes(`${p}_${fragment}`)) ||
        (internalAdmin && list.includes(`${p}_delegatedadmin_intern`))
      ) {
        access[application] = state;
        break;
      }
    }
  }
  return access;
}

/** How long an invitation is valid: after this many days it shows as "invite expired". */
export const INVITATION_VALID_DAYS = 14;

/**
 * The state an administrator sees: an invitation past its expiry is `inviteExpired`, whatever
 * was stored when it was sent.
 *
 * @example
 * effectiveAccessState("invited", new Date("2026-01-01"), new Date("2026-02-01")); // => "inviteExpired"
 */
export function effectiveAccessState(
  state: ApplicationAccessState,
  inviteExpiresAt: Date | null,
  now: Date,
): ApplicationAccessState {
  return state === "invited" && inviteExpiresAt !== null && inviteExpiresAt <= now
    ? "inviteExpired"
    : state;
}

/** What an identity-server role means for the people reading it (see `roleMeaning`). */
export type RoleMeaning =
  | { kind: "access"; application: AdministeredApplication; state: ApplicationAccessState }
  | { kind: "artemisOnPremises" };

/**
 * What a role means, whatever its prefix: an application's access state (`wire_int_direct_pending`
 * → Komax Direct, pending; the internal delegated-admin role → delegated admin, active) or
 * artemis on premises; null for a role no application grants, which is then shown as written.
 *
 * @example
 * roleMeaning("wire_int_direct_pending"); // => { kind: "access", application: "komaxDirect", state: "pending" }
 */
export function roleMeaning(role: string): RoleMeaning | null {
  const lower = role.trim().toLowerCase();
  if (lower.endsWith("_artemis_onpremuser")) return { kind: "artemisOnPremises" };
  if (lower.endsWith("_delegatedadmin_intern")) {
    return { kind: "access", application: "delegatedAdmin", state: "active" };
  }
  for (const application of ADMINISTERED_APPLICATIONS) {
    for (const [state, fragment] of Object.entries(STATE_ROLES[application])) {
      if (fragment && lower.endsWith(`_${fragment}`)) {
        return { kind: "access", application, state: state as ApplicationAccessState };
      }
    }
  }
  return null;
}
