import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";
import { nodeSourceConditions } from "./vitest.shared.ts";

const graphqlEntry = createRequire(new URL("./packages/services/", import.meta.url)).resolve(
  "graphql",
);

/**
 * One Vitest run for the whole workspace, split into projects so each package
 * gets the environment it needs. `pnpm test` runs them all.
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: nodeSourceConditions,
        ssr: { resolve: nodeSourceConditions },
        test: {
          name: "domain",
          environment: "node",
          include: ["packages/domain/src/**/*.test.ts"],
        },
      },
      {
        resolve: {
          ...nodeSourceConditions,
          // graphql-yoga loads graphql's CommonJS build; tests must share that one instance, or
          // errors and validation rules from the other copy are not recognised.
          alias: [{ find: /^graphql$/, replacement: graphqlEntry }],
        },
        ssr: { resolve: nodeSourceConditions },
        test: {
          name: "node",
          environment: "node",
          include: [
            "packages/graphql/src/**/*.test.ts",
            "packages/services/src/**/*.test.ts",
            "packages/app/src/**/*.test.ts",
          ],
          // The services tests start real servers and an embedded database.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      "packages/design-system/vitest.config.ts",
    ],
    coverage: {
      provider: "v8",
      include: ["packages/domain/src/**/*.ts"],
      exclude: ["**/*.test.ts", "**/index.ts"],
      reporter: ["text-summary", "text"],
      thresholds: { lines: 95 },
    },
  },
});
