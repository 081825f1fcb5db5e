import type { ServiceStatuses } from "./deriveServiceStatuses.ts";

/** The services a user can ask access to from the dashboard. */
export const REQUESTABLE_SERVICES = Object.freeze([
  "komaxDirect",
  "serviceTicketing",
  "inventory",
  "delegatedAdmin",
  "artemis",
  "mfpWireMaster",
  "mfpMasterData",
  "kampus",
  "productInformation",
] as const satisfies readonly (keyof ServiceStatuses)[]);

/** A service the dashboard can request access to. */
export type RequestableService = (typeof REQUESTABLE_SERVICES)[number];

/**
 * The statuses with the user's open access requests applied: a service the
 * roles leave unregistered (or whose invitation expired) shows as `pending`
 * once the user asked for it, until an administrator decides. Services the
 * roles already settle keep their status.
 *
 * @example
 * withAccessRequests(deriveServiceStatuses([], "wire"), ["inventory"]).inventory; // => { status: "pending" }
 */
export function withAccessRequests(
  statuses: ServiceStatuses,
  requested: readonly string[],
): ServiceStatuses {
  const result = { ...statuses } as Record<string, { status: string }>;
  for (const service of REQUESTABLE_SERVICES) {
    const entry = statuses[service];
    const open = ["unregistered", "unknown", "noprocess", "inviteexpired", "declined", "inactive"];
    if (requested.includes(service) && open.includes(entry.status)) {
      result[service] = { ...entry, status: "pending" };
    }
  }
  return result as unknown as ServiceStatuses;
}
