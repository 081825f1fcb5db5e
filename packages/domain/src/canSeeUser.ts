/** Anything that belongs to organisations, by organisation id. */
export interface OrganizationMember {
  readonly organizationIds: readonly string[];
}

/**
 * Whether a delegated admin may see a user in user administration: only when they share at
 * least one organisation (spec §6).
 *
 * @example
 * canSeeUser({ organizationIds: ["a", "b"] }, { organizationIds: ["b"] }); // => true
 */
export function canSeeUser(admin: OrganizationMember, user: OrganizationMember): boolean {
  return user.organizationIds.some((id) => admin.organizationIds.includes(id));
}
