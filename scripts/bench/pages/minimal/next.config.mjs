/**
 * The minimal fixture of `pnpm bench pages`. It is not a workspace package: `scripts/bench/pages.ts`
 * links `node_modules` to the app's, so it builds with the app's `next`, `react` and `react-dom`.
 */
import { fileURLToPath } from "node:url";

/** @type {import("next").NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: true },
  // The linked node_modules resolve into the repository's pnpm store.
  turbopack: { root: fileURLToPath(new URL("../../../..", import.meta.url)) },
};

export default nextConfig;
