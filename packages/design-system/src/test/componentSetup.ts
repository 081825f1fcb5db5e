import { afterEach } from "vitest";
import { cleanup } from "vitest-browser-react";

/**
 * Unmounts what a component test rendered as soon as the test ends.
 * vitest-browser-react only cleans up before the next test, so the last test
 * of a worker stayed on screen until the whole run ended: the Skeleton's
 * endless shimmer then kept Chromium drawing frames for minutes while the
 * storybook project still ran (about 400 CPU-seconds of a 750-second run).
 */
afterEach(async () => {
  await cleanup();
});
