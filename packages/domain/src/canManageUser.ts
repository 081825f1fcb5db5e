import type { Administrator } from "./administrableApplications.ts";
import {
  type AdministrationRules,
  type LevelledUser,
  USER_LEVELS,
  type UserLevel,
  userLevel,
} from "./userLevel.ts";

/**
 * An administrator's own level: internal administrators stand with the group's people, external
 * ones with the customers' administrators.
 *
 * @example
 * adminLevel({ internal: false }); // => 1 (USER_LEVELS.externalAdmin)
 */
export function adminLevel(admin: Administrator): UserLevel {
  return admin.internal ? USER_LEVELS.internal : USER_LEVELS.externalAdmin;
}

/**
 * Whether an administrator may see and manage a user (issue 41): only a user at or below the
 * administrator's own level. An external administrator thus manages customers and fellow
 * customer administrators but never the group's people (internal flag, company address or
 * internal administrator role); an internal administrator manages everyone. It comes on top of
 * sharing an organisation (`canSeeUser`, spec §6).
 *
 * @example
 * canManageUser({ internal: false },
 *   { internal: true, email: "ines@wire.example", roles: ["wire_delegatedadmin_intern"] },
 *   { rolePrefix: "wire", companyDomains: ["wire.example"] }); // => false
 */
export function canManageUser(
  admin: Administrator,
  user: LevelledUser,
  rules: AdministrationRules,
): boolean {
  return userLevel(user, rules) <= adminLevel(admin);
}
