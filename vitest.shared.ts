/**
 * Workspace packages export their TypeScript source directly (`exports`
 * points at `src/index.ts`), so tests run on source without a build step.
 * These are Vite's default conditions for each environment, named once.
 */
export const nodeSourceConditions = {
  conditions: ["module", "node", "development|production"],
};
export const browserSourceConditions = {
  conditions: ["module", "browser", "development|production"],
};
