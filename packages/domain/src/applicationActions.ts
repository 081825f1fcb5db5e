/** A user's access to one application in user administration (spec §4). */
export const APPLICATION_ACCESS_STATES = [
  "invited",
  "inviteExpired",
  "pending",
  "active",
  "inactive",
  "declined",
  "unknown",
] as const;

/** Application access state. */
export type ApplicationAccessState = (typeof APPLICATION_ACCESS_STATES)[number];

/** Actions a delegated admin can take on a user's application access (spec §4, §6). */
export type ApplicationAction =
  | "addApplication"
  | "grant"
  | "accept"
  | "decline"
  | "update"
  | "resendInvite"
  | "sendNewInvite"
  | "withdraw";

/**
 * The transition table: state → action → next state.
 *
 * | state         | action         | next      |
 * |---------------|----------------|-----------|
 * | unknown       | addApplication | invited   |
 * | unknown       | grant          | active    |
 * | invited       | resendInvite   | invited   |
 * | invited       | withdraw       | unknown   |
 * | inviteExpired | sendNewInvite  | invited   |
 * | inviteExpired | withdraw       | unknown   |
 * | pending       | accept         | active    |
 * | pending       | decline        | declined  |
 * | active        | update         | active    |
 * | active        | withdraw       | inactive  |
 * | inactive      | grant          | active    |
 * | declined      | grant          | active    |
 */
export const APPLICATION_TRANSITIONS: Readonly<
  Record<
    ApplicationAccessState,
    Readonly<Partial<Record<ApplicationAction, ApplicationAccessState>>>
  >
> = Object.freeze({
  unknown: { addApplication: "invited", grant: "active" },
  invited: { resendInvite: "invited", withdraw: "unknown" },
  inviteExpired: { sendNewInvite: "invited", withdraw: "unknown" },
  pending: { accept: "active", decline: "declined" },
  active: { update: "active", withdraw: "inactive" },
  inactive: { grant: "active" },
  declined: { grant: "active" },
});

/**
 * The actions a delegated admin may take on a user's application access in a state, in table
 * order (see `APPLICATION_TRANSITIONS`). Unknown states allow nothing.
 *
 * @example
 * applicationActions("pending"); // => ["accept", "decline"]
 */
export function applicationActions(accessState: ApplicationAccessState): ApplicationAction[] {
  return Object.keys(APPLICATION_TRANSITIONS[accessState] ?? {}) as ApplicationAction[];
}
