import type { ServiceStatuses } from "./deriveServiceStatuses.ts";

/** The portal's areas, each a route under `/{locale}/{portal}` (spec §2). */
export const PORTAL_AREAS = Object.freeze({
  dashboard: "",
  tickets: "tickets/list",
  inventory: "inventory",
  userAdmin: "user-admin",
  wireFlow: "wire-flow",
  productInformation: "product-information",
  cart: "cart",
  requests: "requests",
  account: "account",
} as const);

/** A portal area's key. */
export type PortalArea = keyof typeof PORTAL_AREAS;

/**
 * The portal areas a user may use, in navigation order: the dashboard and
 * account always; tickets with service ticketing, inventory with the asset
 * database, user administration for delegated administrators, WIRE Flow with
 * the asset database, WIRE Master or master data; product information, the
 * parts cart and the quote and order requests made from it with product
 * information. Only active services open an area.
 *
 * WIRE Flow has no service entry of its own (spec §3 lists komaxDirect,
 * serviceTicketing, inventory, delegatedAdmin, artemis, mfpWireMaster,
 * mfpMasterData, kampus and productInformation; §6: a role "unlocks the
 * matching portal service"). It is the download centre (spec §1) of the
 * software for the machines an organisation owns, so it opens with the
 * services whose content it is: the installed base (asset database, role
 * `{prefix}_int_assetdb_active`), and WIRE Master and master data (roles
 * `_int_mfpwm_active`, `_int_mfpmds_active`), whose dashboard tiles lead to it.
 * Service ticketing alone does not open it: tickets are not downloads.
 *
 * @example
 * portalAreas(deriveServiceStatuses([], "wire")); // => ["dashboard", "account"]
 */
export function portalAreas(statuses: ServiceStatuses): PortalArea[] {
  const active = (key: keyof ServiceStatuses) => statuses[key].status === "active";
  return [
    "dashboard" as const,
    ...(active("serviceTicketing") ? (["tickets"] as const) : []),
    ...(active("inventory") ? (["inventory"] as const) : []),
    ...(active("delegatedAdmin") ? (["userAdmin"] as const) : []),
    ...(active("inventory") || active("mfpWireMaster") || active("mfpMasterData")
      ? (["wireFlow"] as const)
      : []),
    ...(active("productInformation") ? (["productInformation", "cart", "requests"] as const) : []),
    "account" as const,
  ];
}
