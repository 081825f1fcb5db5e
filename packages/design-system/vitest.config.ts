import path from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../chromium.shared";
import { browserSourceConditions } from "../../vitest.shared";
import { bundleFirstLoad } from "./src/test/bundleFirstLoad.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../..");

/** A fresh Chromium provider per call, so no two projects share one object. */
const chromium = () =>
  playwright({
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  });

/**
 * The design system's browser tests. The root config lists this file as one
 * project, and Vitest doesn't nest `projects`, so the named projects are
 * browser instances of it:
 *
 * - `components`: `src/**\/*.test.tsx` rendered in Chromium.
 * - `storybook`: every story as a test (addon-vitest), with axe from
 *   addon-a11y failing on violations, and a screenshot of every story in the
 *   Default theme and one brand theme compared against the committed baselines
 *   (`src/test/storySetup.ts`).
 *
 * `src/firstLoad.test.ts` bundles the first-load components in Node through
 * the `bundleFirstLoad` browser command, since every test here runs in Chromium.
 *
 * Vanilla-extract and React come in through Storybook's Vite config (see
 * `.storybook/main.ts`), which the Storybook plugin merges into this project.
 */
export default defineConfig({
  root: repoRoot,
  resolve: browserSourceConditions,
  plugins: [storybookTest({ configDir: path.join(repoRoot, ".storybook") })],
  optimizeDeps: {
    // Found later, a dependency is bundled again with its own copy of React, and hooks fail
    // ("reading 'useState'" of null): react-dom/server is found only by the hydration tests.
    include: ["axe-core", "react-dom/client", "react-dom/server", "storybook/test"],
    // It imports `vitest`, which must stay the runner's own module.
    exclude: ["vitest-browser-react"],
  },
  test: {
    name: "design-system",
    testTimeout: 20_000,
    // One page per worker loads the stories' modules and Storybook's preview once, not once per
    // file: the two projects took 180 s here, against 338 s with a fresh iframe for each of the
    // 167 files (set-up 98 → 23 s, imports 100 → 20 s). Each test still unmounts what it rendered
    // (componentSetup.ts; Storybook's own after each story).
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: chromium(),
      viewport: { width: 1024, height: 768 },
      commands: { bundleFirstLoad: () => bundleFirstLoad() },
      instances: [
        {
          browser: "chromium",
          name: "components",
          provider: chromium(),
          include: ["packages/design-system/src/**/*.test.{ts,tsx}"],
          setupFiles: [path.join(here, "src/test/componentSetup.ts")],
        },
        {
          browser: "chromium",
          name: "storybook",
          provider: chromium(),
          setupFiles: [path.join(here, "src/test/storySetup.ts")],
        },
      ],
    },
  },
});
