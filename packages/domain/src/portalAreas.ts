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
 * database, user administration for delegated administrators, WIRE Flow (the
 * software of the installed base) with the asset database, WIRE Master or master data, product information, the parts cart and
 * the quote and order requests made from it with product information. Only active services open an area.
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
