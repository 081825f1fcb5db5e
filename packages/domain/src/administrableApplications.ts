import { ADMINISTERED_APPLICATIONS, type AdministeredApplication } from "./applicationRoles.ts";

/**
 * The group's own applications (issue 41): WIRE Master and master data are the group's tools, and
 * user administration is how the group appoints and removes administrators. Only an internal
 * administrator grants, withdraws or invites to them; an external one never sees them.
 */
export const INTERNAL_APPLICATIONS: readonly AdministeredApplication[] = Object.freeze([
  "delegatedAdmin",
  "mfpWireMaster",
  "mfpMasterData",
]);

/** Who administers: an internal administrator holds `{prefix}_delegatedadmin_intern`. */
export interface Administrator {
  readonly internal: boolean;
}

/**
 * The applications an administrator may see and administer, in dashboard order: every one for
 * an internal administrator, the customer applications (all but `INTERNAL_APPLICATIONS`) for an
 * external one.
 *
 * @example
 * administrableApplications({ internal: false }).includes("mfpWireMaster"); // => false
 */
export function administrableApplications(
  admin: Administrator,
): readonly AdministeredApplication[] {
  return admin.internal
    ? ADMINISTERED_APPLICATIONS
    : ADMINISTERED_APPLICATIONS.filter(
        (application) => !INTERNAL_APPLICATIONS.includes(application),
      );
}

/**
 * Whether an administrator may see and administer an application (see `administrableApplications`).
 *
 * @example
 * mayAdministerApplication({ internal: false }, "delegatedAdmin"); // => false
 */
export function mayAdministerApplication(admin: Administrator, application: string): boolean {
  return administrableApplications(admin).some((a) => a === application);
}
