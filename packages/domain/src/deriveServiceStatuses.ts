/** Service statuses derived from roles (spec §4). */
export const SERVICE_STATUSES = [
  "unknown",
  "noprocess",
  "unregistered",
  "pending",
  "active",
  "invited",
  "inviteexpired",
  "inactive",
  "declined",
  "comingsoon",
] as const;

/** A portal service status. */
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** Artemis user type: `onprem` with the on-prem role, else `cloud`. */
export type ArtemisUserType = "onprem" | "cloud";

/** Product information production status; it starts at `alpha`. */
export type ProductionStatus = "alpha" | "beta" | "live";

/** One portal service entry. */
export interface ServiceEntry {
  readonly status: ServiceStatus;
}

/** The portal services and their statuses (spec §3, §4). */
export interface ServiceStatuses {
  readonly komaxDirect: ServiceEntry;
  readonly serviceTicketing: ServiceEntry;
  readonly inventory: ServiceEntry;
  readonly delegatedAdmin: ServiceEntry;
  readonly artemis: ServiceEntry & { readonly userType: ArtemisUserType };
  readonly mfpWireMaster: ServiceEntry;
  readonly mfpMasterData: ServiceEntry;
  readonly kampus: ServiceEntry;
  readonly productInformation: ServiceEntry & { readonly productionStatus: ProductionStatus };
}

/** Roles as they arrive on the user: one string or a list. */
export type Roles = string | readonly string[] | null | undefined;

/** Normalises roles to a list of lower-case role names. */
export function roleList(roles: Roles): string[] {
  const list = typeof roles === "string" ? [roles] : (roles ?? []);
  return list.map((role) => role.toLowerCase());
}

/**
 * Derives every portal service status from the user's roles (spec §4, §6). A role matches when
 * its name contains `{prefix}{fragment}`, compared without case; a single string is one role (a
 * comma-joined list still matches since the test is a substring test).
 * Direct: pending before active, else unregistered. Kampus: active, then invited, then
 * inviteexpired, else unregistered. Delegated admin: internal or external role. Artemis user type:
 * `onprem` with `{prefix}_artemis_onpremuser`, else `cloud`. Product information production status
 * is always `alpha` (its start value; roles do not change it).
 *
 * @example
 * deriveServiceStatuses(["acme_int_direct_active"], "acme").komaxDirect; // => { status: "active" }
 */
export function deriveServiceStatuses(roles: Roles, prefix: string): ServiceStatuses {
  const list = roleList(roles);
  const p = prefix.toLowerCase();
  const has = (fragment: string) => list.some((role) => role.includes(`${p}${fragment}`));
  const active = (fragment: string): ServiceEntry => ({
    status: has(fragment) ? "active" : "unregistered",
  });

  const direct: ServiceStatus = has("_int_direct_pending")
    ? "pending"
    : has("_int_direct_active")
      ? "active"
      : "unregistered";
  const kampus: ServiceStatus = has("_int_lmsefront_active")
    ? "active"
    : has("_int_lmsefront_invited")
      ? "invited"
      : has("_int_lmsefront_inviteexpired")
        ? "inviteexpired"
        : "unregistered";

  return {
    komaxDirect: { status: direct },
    serviceTicketing: active("_int_serviceticketing_active"),
    inventory: active("_int_assetdb_active"),
    delegatedAdmin: {
      status:
        has("_delegatedadmin_intern") || has("_delegatedadmin_extern") ? "active" : "unregistered",
    },
    artemis: {
      ...active("_int_artemis_active"),
      userType: has("_artemis_onpremuser") ? "onprem" : "cloud",
    },
    mfpWireMaster: active("_int_mfpwm_active"),
    mfpMasterData: active("_int_mfpmds_active"),
    kampus: { status: kampus },
    productInformation: { ...active("_int_productinfo_active"), productionStatus: "alpha" },
  };
}
