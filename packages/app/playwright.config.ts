import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../chromium.shared";

/**
 * Browser tests of whole journeys against the real thing: the built site
 * (`next start`) and the local services on a fresh embedded database, on
 * ports of their own so a running dev setup does not interfere.
 */
/**
 * Debian's `chromium-headless-shell` (the test command installs it): the old headless mode,
 * which Playwright itself runs headless tests in. It draws no browser UI: loading the same 40
 * pages here cost it 15.5 s of CPU against 24 s for `chromium --headless` (the new headless mode
 * is the whole browser, hidden), and the browser tests are bound by the 2 cores. Full Chromium
 * where the shell is missing.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const browserPath = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH;
/** The services' port (the outage test stops whatever listens there). */
export const SERVICES_PORT = 4400;
const APP_PORT = 3400;
const appUrl = `http://localhost:${APP_PORT}`;
/** The site as a preview host sees it (`PREVIEW_HOSTS`). */
export const previewHostUrl = `http://127.0.0.1:${APP_PORT}`;
/** The local services the browser tests start (the service desk's API is called directly). */
export const servicesUrl = `http://localhost:${SERVICES_PORT}`;
/** The CRM stand-in's port: the forms test starts, stops and restarts it there. */
export const CRM_PORT = 4410;
/** Short-lived tokens, so the browser tests exercise renewal (issue: 60 s access tokens). */
export const ACCESS_TOKEN_TTL_S = 60;
// Set once in the runner, so its workers (which load this file again) name the same directory.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "wire-e2e-"));
process.env.E2E_DATA_DIR = dataDir;
// The secrets the services and the site generate for the run and share (issue 41); the tests
// read them there too (e2e/secrets.ts).
process.env.SECRETS_DIR ??= join(dataDir, "secrets");

/** How the browser tests run the services; a test that restarts them starts them the same way. */
export const servicesEnv = {
  NODE_ENV: "production" as const,
  SERVICES_PORT: String(SERVICES_PORT),
  MAIL_CATCHER_PORT: "2526",
  DATA_DIR: dataDir,
  SECRETS_DIR: process.env.SECRETS_DIR,
  APP_URL: appUrl,
  ACCESS_TOKEN_TTL_S: String(ACCESS_TOKEN_TTL_S),
  // Deliveries to the CRM stand-in are retried within a second, so its outage test is short.
  CRM_URL: `http://127.0.0.1:${CRM_PORT}/crm/leads`,
  CRM_RETRY_BASE_MS: "300",
  CRM_POLL_INTERVAL_MS: "200",
};

/**
 * Spec files of anonymous visitors: public pages, the style guide, the public forms and the
 * security headers of public answers. They sign in nowhere, try no password and publish nothing;
 * the forms' limit counts per address, and no other spec sends a public form.
 */
const ANONYMOUS_VISITS = [
  "articles.spec.ts",
  "catalogue.spec.ts",
  "compare.spec.ts",
  "errors.spec.ts",
  "forms.spec.ts",
  "home.spec.ts",
  "locations.spec.ts",
  "malformed-pages.spec.ts",
  "overlays.spec.ts",
  "public-site.spec.ts",
  "search.spec.ts",
  "security-headers.spec.ts",
  "seo.spec.ts",
  "site-links.spec.ts",
  "style-guide.spec.ts",
  "xss-search.spec.ts",
];

export default defineConfig({
  testDir: "e2e",
  // The deployment's own tests run against scripts/cluster.sh (playwright.cluster.config.ts).
  testIgnore: ["cluster/**"],
  globalTeardown: "./e2e/globalTeardown.ts",
  fullyParallel: false,
  // One worker per project (see `projects`): the journeys that sign in share one database and
  // run in turn; anonymous visitors' specs and the renewal test's three idle minutes run beside.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // A journey of a dozen page loads and accessibility checks takes 10–15 s here; on a slow CI
  // machine (Playwright twice as slow) some took 31–34 s. The limit catches hangs, not slowness.
  timeout: 60_000,
  use: {
    baseURL: appUrl,
    // Recorded only when a test is run again (CI retries once), as Playwright advises: recording
    // every test (with its screencast) cost as much CPU as the pages themselves (three spec files:
    // 249 → 152 core-seconds, 196 → 150 s), and these tests are bound by the two cores.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: browserPath,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: [
        "cluster/**",
        ...ANONYMOUS_VISITS,
        "outage.spec.ts",
        "faults.spec.ts",
        "renewal.spec.ts",
      ],
      workers: 1,
      use: { ...devices["Desktop Chrome"] },
    },
    // Anonymous visitors run beside the signed-in journeys: one serial stream of them all left a
    // third of the two cores idle (CI: Playwright 14.6 → 11.3 min with the public pages apart).
    // The forms and the public security headers moved here too, to even out the two streams
    // (locally 519 s and 322 s of tests before the headers, 437 s and 404 s after).
    {
      name: "anonymous",
      testMatch: ANONYMOUS_VISITS,
      workers: 1,
      use: { ...devices["Desktop Chrome"] },
    },
    // A session kept alive for three minutes by a user clicking every 20 s: mostly waiting, so
    // it runs beside the other journeys (its own user session; it changes no data).
    {
      name: "renewal",
      testMatch: ["renewal.spec.ts"],
      workers: 1,
      use: { ...devices["Desktop Chrome"] },
    },
    // Stop the services the other tests need, so they run after all of them.
    {
      name: "outage",
      testMatch: ["faults.spec.ts", "outage.spec.ts"],
      dependencies: ["chromium", "anonymous", "renewal"],
      workers: 1,
      use: { ...devices["Desktop Chrome"] },
    },
  ],
  webServer: [
    {
      command: "node --import tsx ../services/src/main.ts --reset",
      url: `http://127.0.0.1:${SERVICES_PORT}/health`,
      env: servicesEnv,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
    },
    {
      // The start command's server.
      command: `pnpm exec next start -H localhost -p ${APP_PORT}`,
      url: `http://localhost:${APP_PORT}/healthz`,
      env: {
        SERVICES_URL: `http://127.0.0.1:${SERVICES_PORT}`,
        APP_URL: appUrl,
        APP_INTERNAL_URL: `http://localhost:${APP_PORT}`,
        OIDC_ISSUER: `${servicesUrl}/am/oauth2/realms/root/realms/alpha`,
        // The same site at 127.0.0.1 plays a preview deployment (the preview gate's test).
        PREVIEW_HOSTS: "127.0.0.1",
        // The tests play the proxy: from 127.0.0.1 their X-Forwarded-For makes each browser a
        // client of its own (e2e/client.ts); from any other address it counts for nothing.
        TRUSTED_PROXIES: "127.0.0.1",
        SECRETS_DIR: process.env.SECRETS_DIR,
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
