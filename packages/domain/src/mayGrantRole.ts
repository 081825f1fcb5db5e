import { type Administrator, INTERNAL_APPLICATIONS } from "./administrableApplications.ts";
import { APPLICATION_ACCESS_STATES } from "./applicationActions.ts";
import { applicationRole } from "./applicationRoles.ts";

/** Every role an internal application grants, lower case (both administrator roles among them). */
function internalRoles(prefix: string): Set<string> {
  const roles = new Set<string>();
  for (const application of INTERNAL_APPLICATIONS) {
    for (const state of APPLICATION_ACCESS_STATES) {
      for (const internal of [false, true]) {
        const role = applicationRole(prefix, application, state, internal);
        if (role) roles.add(role.toLowerCase());
      }
    }
  }
  return roles;
}

/**
 * Whether an administrator may give a user a role (issue 41): an internal administrator any; an
 * external one only a customer application's role. So he never grants a role above his own (the
 * internal administrator role `{prefix}_delegatedadmin_intern`, WIRE Master's and master data's)
 * nor an administrator role at all (`{prefix}_delegatedadmin_extern` included): administrators
 * are appointed by the group.
 *
 * @example
 * mayGrantRole({ internal: false }, "wire_delegatedadmin_intern", "wire"); // => false
 * mayGrantRole({ internal: false }, "wire_int_serviceticketing_active", "wire"); // => true
 */
export function mayGrantRole(admin: Administrator, role: string, prefix: string): boolean {
  return admin.internal || !internalRoles(prefix).has(role.toLowerCase());
}
