/**
 * Workspace packages export their TypeScript source under the `wire-source`
 * condition, so tests and dev servers run on source without a build step.
 * These lists are Vite's defaults with that condition in front.
 */
export const nodeSourceConditions = {
  conditions: ["wire-source", "module", "node", "development|production"],
};
export const browserSourceConditions = {
  conditions: ["wire-source", "module", "browser", "development|production"],
};
