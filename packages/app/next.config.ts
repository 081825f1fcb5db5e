import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { createVanillaExtractPlugin } from "@vanilla-extract/next-plugin";
import type { NextConfig } from "next";

const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: "auto" } });

const require = createRequire(import.meta.url);

// One id per build (spec §7, `builds/latest.json`): Next's own build id, and compiled into the
// client (which polls for a newer one) and the server (which answers it). Kept in the environment
// so the build's worker processes, which load this file again, agree on it; `WIRE_BUILD_ID` may
// name it (e.g. a release's commit).
process.env.WIRE_BUILD_ID ||= `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;
const buildId = process.env.WIRE_BUILD_ID;

const nextConfig: NextConfig = {
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
  // Workspace packages export their TypeScript source; Next compiles it.
  // The proxy answers trailing slashes with 301 itself (spec section 2); Next would use 308.
  skipTrailingSlashRedirect: true,
  // `WIRE_SOURCE_MAPS=1 next build` for bundle analysis (`pnpm bench bundle`); never in CI.
  productionBrowserSourceMaps: process.env.WIRE_SOURCE_MAPS === "1",
  // The test command typechecks every package with tsc; building need not do it again.
  typescript: { ignoreBuildErrors: true },
  transpilePackages: ["@wire/design-system", "@wire/domain", "@wire/graphql"],
  turbopack: {
    root: fileURLToPath(new URL("../..", import.meta.url)),
  },
  async redirects() {
    // The style guide is Storybook's static build under public/style-guide (see README).
    const docs = (section: string, id: string) => ({
      source: `/style-guide/${section}`,
      destination: `/style-guide/index.html?path=/docs/${id}--docs`,
      permanent: false,
    });
    return [
      { source: "/style-guide", destination: "/style-guide/index.html", permanent: false },
      docs("inputs", "inputs"),
      docs("buttons", "buttons"),
      docs("modules", "modules"),
      docs("components", "components"),
      docs("typography", "typography"),
      docs("pages/error", "pages-error"),
    ];
  },
};

export default withVanillaExtract(nextConfig);
