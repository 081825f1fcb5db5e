import type { ServiceStatus } from "./deriveServiceStatuses.ts";

/** Dashboard application statuses (spec §4). */
export const DASHBOARD_STATUSES = [
  "unregistered",
  "pending",
  "active",
  "comingSoon",
  "invited",
  "inviteExpired",
] as const;

/** A dashboard application status. */
export type DashboardStatus = (typeof DASHBOARD_STATUSES)[number];

const MAP: Readonly<Record<ServiceStatus, DashboardStatus>> = {
  unknown: "unregistered",
  noprocess: "unregistered",
  unregistered: "unregistered",
  pending: "pending",
  active: "active",
  invited: "invited",
  inviteexpired: "inviteExpired",
  inactive: "unregistered",
  declined: "unregistered",
  comingsoon: "comingSoon",
};

/**
 * Maps a service status onto the dashboard's statuses (spec §4). Statuses with no dashboard
 * counterpart (`unknown`, `noprocess`, `inactive`, `declined`) show as `unregistered`, so the
 * user is offered to register again.
 *
 * @example
 * dashboardStatus("inviteexpired"); // => "inviteExpired"
 */
export function dashboardStatus(serviceStatus: ServiceStatus): DashboardStatus {
  return MAP[serviceStatus] ?? "unregistered";
}
