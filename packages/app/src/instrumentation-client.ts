/**
 * Zod compiles object parsers with `new Function` unless told not to, and probes for it first:
 * the CSP allows no eval, and Chromium reports even the caught probe as a violation (issue 20).
 * This file runs before any page module in the browser, so before zod loads.
 *
 * Not `z.config({ jitless: true })`: importing zod for it put zod's core helpers (about 5 KiB gz)
 * into every page's first load, forms or not. Zod keeps its settings in one object on
 * `globalThis` that every copy of it adopts when it loads (`zod/v4/core/core.js`); setting it
 * here is the same setting without the import. `instrumentationClient.test.ts` proves zod still
 * reads it, so a zod release that moves it fails a test, not the CSP.
 */
const ZOD_CONFIG = "__zod_globalConfig";
const scope = globalThis as { [ZOD_CONFIG]?: Record<string, unknown> };
scope[ZOD_CONFIG] = { ...scope[ZOD_CONFIG], jitless: true };
