import type { DashboardStatus } from "./dashboardStatus.ts";

/** What a dashboard tile offers for an application (spec §4; the actions are ours, the spec lists none). */
export type DashboardAction =
  | "open"
  | "requestAccess"
  | "acceptInvitation"
  | "requestNewInvitation"
  | null;

const ACTIONS: Readonly<Record<DashboardStatus, DashboardAction>> = {
  active: "open",
  unregistered: "requestAccess",
  invited: "acceptInvitation",
  inviteExpired: "requestNewInvitation",
  // A pending request waits for an administrator; a coming application cannot be used yet.
  pending: null,
  comingSoon: null,
};

/**
 * The action a dashboard tile offers for a status: open an active
 * application, request access to one not registered, accept an invitation,
 * ask for a new one when it expired; nothing while pending or coming soon.
 *
 * @example
 * dashboardAction("invited"); // => "acceptInvitation"
 */
export function dashboardAction(status: DashboardStatus): DashboardAction {
  return ACTIONS[status];
}
