import type { ServerResponse } from "node:http";
import { answerJson } from "./jsonAnswer";

/**
 * Whether a request path's percent-escapes do not decode to text (`%FF`, a lone `%`, the overlong
 * `%C0%AF`, the surrogate `%ED%A0%80`). No route of the services can read such a path: decoding
 * it threw, and `/forms/submissions/%FF` answered 500.
 *
 * @example isUnreadablePath("/forms/submissions/%FF") // => true
 * @example isUnreadablePath("/files/caf%C3%A9") // => false
 */
export function isUnreadablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** Answers an unreadable path with 400 and a message; whether it did. */
export function answeredUnreadablePath(path: string, res: ServerResponse): boolean {
  if (!isUnreadablePath(path)) return false;
  answerJson(res, 400, { error: "The address contains malformed percent-encoding." });
  return true;
}
