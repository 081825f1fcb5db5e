/**
 * How often an open page asks for the latest build (spec §4, §7). The spec names no interval;
 * issue 20 asks for five minutes.
 */
export const BUILD_POLL_INTERVAL_MS = 5 * 60_000;

/** Where the latest build is announced (spec §7). */
export const LATEST_BUILD_PATH = "/builds/latest.json";

/**
 * The poll's address with a timestamp parameter (spec §7), so no cache on the way answers an
 * old build.
 *
 * @example
 * latestBuildUrl(1700000000000); // => "/builds/latest.json?t=1700000000000"
 */
export function latestBuildUrl(now: number): string {
  return `${LATEST_BUILD_PATH}?t=${now}`;
}

/**
 * When the next poll is due, in milliseconds from `now`: never while the tab is hidden (null),
 * at once when a whole interval has passed since the last one (e.g. the tab was hidden meanwhile).
 *
 * @example
 * nextPollDelay({ lastPollAt: 0, now: 60_000, hidden: false, intervalMs: 300_000 }); // => 240000
 */
export function nextPollDelay({
  lastPollAt,
  now,
  hidden,
  intervalMs = BUILD_POLL_INTERVAL_MS,
}: {
  lastPollAt: number;
  now: number;
  hidden: boolean;
  intervalMs?: number;
}): number | null {
  if (hidden) return null;
  return Math.max(0, lastPollAt + intervalMs - now);
}

/**
 * The build id `builds/latest.json` announces, or null when the answer is not one.
 *
 * @example
 * announcedBuildId({ id: "abc" }); // => "abc"
 */
export function announcedBuildId(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  const id = (body as { id?: unknown }).id;
  return typeof id === "string" && id.length > 0 ? id : null;
}
