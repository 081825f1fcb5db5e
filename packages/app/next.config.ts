import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";
import {
  baseSecurityHeaders,
  type CspSettings,
  contentSecurityPolicy,
  reportingEndpoints,
} from "./src/http/securityHeaders";

const require = createRequire(import.meta.url);

// One id per build (spec §7, `builds/latest.json`): Next's own build id, and compiled into the
// client (which polls for a newer one) and the server (which answers it). Kept in the environment
// so the build's worker processes, which load this file again, agree on it; `WIRE_BUILD_ID` may
// name it (e.g. a release's commit).
process.env.WIRE_BUILD_ID ||= `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;
const buildId = process.env.WIRE_BUILD_ID;
/** The report endpoint (`src/app/api/csp-report`); the other inputs matter for pages only. */
const staticCsp: CspSettings = {
  assetOrigins: [],
  identityOrigin: "'self'",
  tagManager: false,
  tagManagerHash: null,
  framingOrigins: [],
  reportPath: "/api/csp-report",
};

/** A header list in the shape of `headers()`. */
const list = (headers: Record<string, string>) =>
  Object.entries(headers).map(([key, value]) => ({ key, value }));

/**
 * Security headers of the answers the proxy does not see (issue 20): the proxy sets pages'
 * own, per site and request. HSTS follows the `APP_URL` of the build (the same as the start's
 * in every deployment we document); pages get it from the running configuration.
 */
function securityHeaders() {
  const resource = list({
    "content-security-policy": contentSecurityPolicy("resource", staticCsp),
    "reporting-endpoints": reportingEndpoints(staticCsp.reportPath),
  });
  return [
    {
      source: "/:path*",
      headers: list(baseSecurityHeaders(process.env.APP_URL ?? "http://localhost:3000")),
    },
    // Assets, route handlers, downloads, health checks and files: they render nothing.
    // (The silent login's `/blank-callback` sets its own policy with a nonce.)
    { source: "/_next/:path*", headers: resource },
    { source: "/api/:path*", headers: resource },
    { source: "/file/:path*", headers: resource },
    { source: "/healthz", headers: resource },
    { source: "/readyz", headers: resource },
    { source: "/:file((?!style-guide/).*\\.\\w+)", headers: resource },
    {
      source: "/style-guide/:path*",
      headers: list({
        "content-security-policy": contentSecurityPolicy("styleGuide", staticCsp),
        "reporting-endpoints": reportingEndpoints(staticCsp.reportPath),
      }),
    },
  ];
}

/**
 * `WIRE_STANDALONE=1 next build`: the container image's build (issue 45, deploy/containers): Next's
 * standalone output, the server and only the files it needs, beside the normal build (its own
 * `distDir`), so `next start` and the usual build are unchanged.
 */
const standalone = process.env.WIRE_STANDALONE === "1";
const repositoryRoot = fileURLToPath(new URL("../..", import.meta.url));

const nextConfig: NextConfig = {
  ...(standalone && {
    output: "standalone",
    distDir: ".next-image",
    outputFileTracingRoot: repositoryRoot,
  }),
  // Rendered pages and cached data of every instance: an in-process LRU in front of Redis when
  // REDIS_URL is set (src/cache/cacheHandler.mjs); Next's own memory cache would sit beside it
  // and keep entries another instance has revalidated, so it is off.
  cacheHandler: require.resolve("./src/cache/cacheHandler.mjs"),
  cacheMaxMemorySize: 0,
  generateBuildId: async () => buildId,
  env: { WIRE_BUILD_ID: buildId },
  reactStrictMode: true,
  poweredByHeader: false,
  // Next hashes every HTML answer in JavaScript for its ETag, a quarter of the CPU of serving a
  // kept 55 KB page (CPU profile of `next start`, issue 14). Pages are kept by s-maxage and
  // renewed by revalidation, not by validators; nginx keeps them without asking for 304s.
  generateEtags: false,
  // The proxy answers trailing slashes with 301 itself (spec section 2); Next would use 308.
  skipTrailingSlashRedirect: true,
  // `WIRE_SOURCE_MAPS=1 next build` for bundle analysis (`pnpm bench bundle`); never in CI.
  productionBrowserSourceMaps: process.env.WIRE_SOURCE_MAPS === "1",
  // The test command typechecks every package with tsc; building need not do it again.
  typescript: { ignoreBuildErrors: true },
  // Workspace packages export their TypeScript source; Next compiles it (the design system's
  // server-side `sanitizeHtml` too; its components come built, see `resolveAlias`).
  transpilePackages: ["@wire/design-system", "@wire/domain", "@wire/graphql"],
  experimental: {
    // Turbopack's cache on disk speeds up the next build here; a CI run builds one fresh clone
    // once and spent 18 s of its build writing that cache for nobody.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  turbopack: {
    root: repositoryRoot,
    // The design system as it is published: its built modules (each client module keeps its
    // "use client") and one stylesheet, imported once by the root layout. Compiled from source,
    // every vanilla-extract file became a stylesheet of its own: 24 render-blocking requests on
    // a public page, each also named in the page's RSC payload (issue 14). The app's own tests
    // and the style guide still use the source.
    resolveAlias: { "@wire/design-system": "../design-system/dist/index.js" },
  },
  async headers() {
    return securityHeaders();
  },
  // The style guide's redirects (to Storybook's static build under public/style-guide) are the
  // proxy's (`src/http/styleGuideRedirect.ts`): Next's configured redirects carry no headers.
};

export default nextConfig;
