import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";
import { nodeSourceConditions } from "./vitest.shared.ts";

const graphqlEntry = createRequire(new URL("./packages/services/", import.meta.url)).resolve(
  "graphql",
);

/**
 * App tests that set the process's environment or replace modules (`vi.mock`) before they import
 * the app: the route handlers read their settings when their module loads, so each of these files
 * needs a module graph of its own. The first four also start the local services (real servers, an
 * embedded database).
 */
const APP_TESTS_ISOLATED = [
  "packages/app/src/app/file/[[]slug]/route.test.ts",
  "packages/app/src/app/api/product-data/[[]sisCode]/route.test.ts",
  "packages/app/src/app/api/search-proxy/search/route.test.ts",
  "packages/app/src/app/routeFuzz.test.ts",
  "packages/app/src/app/api/rateLimits.test.ts",
  "packages/app/src/app/api/ssrf.test.ts",
  "packages/app/src/app/[[]site]/[[]locale]/callback/route.test.ts",
  "packages/app/src/data/upstream.test.ts",
  "packages/app/src/preview/lockedPage.test.ts",
];

/** Tests that start the local services in their own process. */
const withServices = {
  resolve: {
    ...nodeSourceConditions,
    // graphql-yoga loads graphql's CommonJS build; tests must share that one instance, or
    // errors and validation rules from the other copy are not recognised.
    alias: [{ find: /^graphql$/, replacement: graphqlEntry }],
  },
  ssr: { resolve: nodeSourceConditions },
};

const servicesTestSettings = {
  // Seeded databases are built once per run and copied (services/src/testing/testDatabase.ts).
  globalSetup: ["packages/services/src/testing/databaseCopies.globalSetup.ts"],
  testTimeout: 30_000,
  // Opening, migrating and seeding an embedded database beside the browser projects: one CI run
  // on a slow machine took over 60 s for five suites' set-up (14 s alone).
  hookTimeout: 120_000,
};

/**
 * One Vitest run for the whole workspace, split into projects so each package
 * gets the environment it needs. `pnpm test` runs them all.
 */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one, on the 2-core machines this runs
    // on. Most test files wait on servers, a database or the browser, so two share them well.
    maxWorkers: 2,
    projects: [
      {
        resolve: nodeSourceConditions,
        ssr: { resolve: nodeSourceConditions },
        test: {
          name: "domain",
          environment: "node",
          include: ["packages/domain/src/**/*.test.ts"],
          // Pure rules share no state, so one module graph per worker serves every file: 12 s
          // here with coverage, against 35 s importing the rules again for each of 76 files.
          isolate: false,
        },
      },
      {
        test: {
          // The benchmarks' own arithmetic (rounds, medians, attribution): pure, no servers.
          name: "scripts",
          environment: "node",
          include: ["scripts/**/*.test.ts"],
          isolate: false,
        },
      },
      {
        ...withServices,
        test: {
          name: "node",
          environment: "node",
          include: ["packages/services/src/**/*.test.ts"],
          ...servicesTestSettings,
          // One module graph per worker, not per file: the services' files share no module state
          // (each test opens its own database copy and server), and the suite took 129 s here
          // against 182 s re-importing graphql-yoga, Drizzle and PGlite for each of its 87 files.
          isolate: false,
        },
      },
      {
        ...withServices,
        test: {
          name: "app-isolated",
          environment: "node",
          include: APP_TESTS_ISOLATED,
          ...servicesTestSettings,
        },
      },
      {
        resolve: nodeSourceConditions,
        ssr: { resolve: nodeSourceConditions },
        test: {
          // Units of the app and the GraphQL clients: no server of their own, no replaced module,
          // so the files share one module graph per worker (13 s here, against 37 s importing the
          // app again for each file).
          name: "app",
          environment: "node",
          include: ["packages/graphql/src/**/*.test.ts", "packages/app/src/**/*.test.ts"],
          exclude: APP_TESTS_ISOLATED,
          isolate: false,
          testTimeout: 30_000,
        },
      },
      "packages/design-system/vitest.config.ts",
    ],
    // The domain's pure rules, measured by their own tests (`pnpm exec vitest run --project domain
    // --coverage`, as the test command runs it): collected in the browser projects too, coverage
    // slowed them by half and added nothing the threshold counts.
    coverage: {
      provider: "v8",
      include: ["packages/domain/src/**/*.ts"],
      exclude: ["**/*.test.ts", "**/index.ts"],
      reporter: ["text-summary", "text"],
      thresholds: { lines: 95 },
    },
  },
});
