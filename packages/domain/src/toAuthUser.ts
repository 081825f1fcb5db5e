import { type Roles, roleList } from "./deriveServiceStatuses.ts";

/** OIDC standard claims plus the `roles` claim. */
export interface AuthClaims {
  readonly sub?: string | null;
  readonly name?: string | null;
  readonly given_name?: string | null;
  readonly family_name?: string | null;
  readonly email?: string | null;
  readonly roles?: Roles;
}

/** The signed-in user (spec §3). */
export interface AuthUser {
  readonly id: string;
  readonly fullName: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly initials: string;
  readonly email: string;
  readonly roles: readonly string[];
  /** True once user info has been loaded into it. */
  readonly populated: boolean;
  readonly isDelegatedAdminInternal: boolean;
  readonly isDelegatedAdminExternal: boolean;
}

/** The user before user info is loaded: empty fields, `populated: false`. */
export const EMPTY_AUTH_USER: AuthUser = Object.freeze({
  id: "",
  fullName: "",
  firstName: "",
  lastName: "",
  initials: "",
  email: "",
  roles: Object.freeze([]) as readonly string[],
  populated: false,
  isDelegatedAdminInternal: false,
  isDelegatedAdminExternal: false,
});

function initialsOf(firstName: string, lastName: string, fullName: string): string {
  const parts = firstName || lastName ? [firstName, lastName] : fullName.split(/\s+/);
  return parts
    .map((part) => part.trim().charAt(0))
    .join("")
    .toUpperCase();
}

/**
 * Builds the auth user from OIDC claims (spec §3). `fullName` is `name`, else given and family
 * name joined, else the e-mail; initials are the first letters of given and family name (else of the words of the
 * full name), upper case. Roles keep their original spelling; the delegated-admin flags test
 * `{prefix}_delegatedadmin_intern` / `_extern` like `deriveServiceStatuses`. `populated` is true.
 *
 * @example
 * toAuthUser({ sub: "1", given_name: "Ada", family_name: "Lovelace" }, "acme").initials; // => "AL"
 */
export function toAuthUser(claims: AuthClaims, prefix: string): AuthUser {
  const firstName = claims.given_name?.trim() ?? "";
  const lastName = claims.family_name?.trim() ?? "";
  const email = claims.email?.trim() ?? "";
  // An invited user may have set no name; the e-mail then names them in the header.
  const fullName = claims.name?.trim() || [firstName, lastName].filter(Boolean).join(" ") || email;
  const roles = typeof claims.roles === "string" ? [claims.roles] : [...(claims.roles ?? [])];
  const lower = roleList(roles);
  const p = prefix.toLowerCase();
  return {
    id: claims.sub ?? "",
    fullName,
    firstName,
    lastName,
    initials: initialsOf(firstName, lastName, fullName),
    email,
    roles,
    populated: true,
    isDelegatedAdminInternal: lower.some((role) => role.includes(`${p}_delegatedadmin_intern`)),
    isDelegatedAdminExternal: lower.some((role) => role.includes(`${p}_delegatedadmin_extern`)),
  };
}
