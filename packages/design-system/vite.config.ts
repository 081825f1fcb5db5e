import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { browserSourceConditions } from "../../vitest.shared";
import pkg from "./package.json" with { type: "json" };

const peers = [
  ...Object.keys(pkg.peerDependencies ?? {}),
  ...Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith("@wire/")),
];

/**
 * Library build: ESM with one output file per source module, so a consumer
 * importing Button pulls only Button's graph. Runtime dependencies stay
 * external; the private @wire/domain is bundled because consumers can't
 * install it. Vanilla-extract CSS is extracted into one dist/styles.css.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  resolve: browserSourceConditions,
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    cssCodeSplit: false,
    lib: {
      entry: "src/index.ts",
      formats: ["es"],
      cssFileName: "styles",
    },
    rolldownOptions: {
      external: (id) => peers.some((name) => id === name || id.startsWith(`${name}/`)),
      output: {
        preserveModules: true,
        preserveModulesRoot: "src",
        entryFileNames: "[name].js",
      },
    },
  },
});
