import { config } from "zod";

// Zod compiles object parsers with `new Function` unless told not to, and probes for it first:
// the CSP allows no eval, and Chromium reports even the caught probe as a violation (issue 20).
// This file runs before any page module in the browser, so before the first schema is built.
config({ jitless: true });
