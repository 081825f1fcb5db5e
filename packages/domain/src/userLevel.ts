import { roleList } from "./deriveServiceStatuses.ts";
import { isCompanyEmail } from "./isCompanyEmail.ts";

/**
 * How far up a user stands in user administration (issue 41): a customer, a customer's
 * (external) administrator, or one of the group's own people (internal). An administrator
 * manages users at or below their own level (`canManageUser`).
 */
export const USER_LEVELS = Object.freeze({ customer: 0, externalAdmin: 1, internal: 2 } as const);

/** A user's level: one of `USER_LEVELS`. */
export type UserLevel = (typeof USER_LEVELS)[keyof typeof USER_LEVELS];

/** What a user's level is read from: the identity server's record. */
export interface LevelledUser {
  /** The record's employee flag. */
  readonly internal: boolean;
  readonly email: string;
  readonly roles: readonly string[];
}

/** The installation's settings the levels depend on. */
export interface AdministrationRules {
  /** The group prefix of roles (spec §6). */
  readonly rolePrefix: string;
  /** The company's own e-mail domains (`COMPANY_EMAIL_DOMAINS`). */
  readonly companyDomains: readonly string[];
}

/**
 * Whether a user is one of the group's own people: flagged internal, an address of the company's
 * own domains, or holding the internal administrator role (`{prefix}_delegatedadmin_intern`).
 *
 * @example
 * isInternalUser({ internal: false, email: "emil@wire.example", roles: [] },
 *   { rolePrefix: "wire", companyDomains: ["wire.example"] }); // => true
 */
export function isInternalUser(user: LevelledUser, rules: AdministrationRules): boolean {
  const internalAdmin = `${rules.rolePrefix}_delegatedadmin_intern`.toLowerCase();
  return (
    user.internal ||
    isCompanyEmail(user.email, rules.companyDomains) ||
    roleList(user.roles).includes(internalAdmin)
  );
}

/**
 * A user's level: internal (see `isInternalUser`), else external administrator when holding
 * `{prefix}_delegatedadmin_extern`, else customer.
 *
 * @example
 * userLevel({ internal: false, email: "erik@example.com", roles: ["wire_delegatedadmin_extern"] },
 *   { rolePrefix: "wire", companyDomains: ["wire.example"] }); // => 1 (USER_LEVELS.externalAdmin)
 */
export function userLevel(user: LevelledUser, rules: AdministrationRules): UserLevel {
  if (isInternalUser(user, rules)) return USER_LEVELS.internal;
  const externalAdmin = `${rules.rolePrefix}_delegatedadmin_extern`.toLowerCase();
  return roleList(user.roles).includes(externalAdmin)
    ? USER_LEVELS.externalAdmin
    : USER_LEVELS.customer;
}
