/**
 * Debian's Chromium, as the browser tests and the benchmarks launch it: Playwright and Storybook
 * cannot download a browser on these machines. Named once for Vitest's browser projects,
 * Playwright and `pnpm bench`.
 */
export const CHROMIUM_PATH = "/usr/bin/chromium";
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
