import {
  APPLICATION_TRANSITIONS,
  type ApplicationAccessState,
  type ApplicationAction,
} from "./applicationActions.ts";

/**
 * The access state after an action (table in `APPLICATION_TRANSITIONS`). Throws
 * `Error('Action "{action}" is not allowed in state "{state}"')` when the action is not allowed.
 *
 * @example
 * applyApplicationAction("pending", "accept"); // => "active"
 */
export function applyApplicationAction(
  state: ApplicationAccessState,
  action: ApplicationAction,
): ApplicationAccessState {
  const next = APPLICATION_TRANSITIONS[state]?.[action];
  if (!next) throw new Error(`Action "${action}" is not allowed in state "${state}"`);
  return next;
}
