import type { StorybookConfig } from "@storybook/react-vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { mergeConfig } from "vite";

/**
 * The style guide: one Storybook at the repository root for every package's
 * stories, built into the app's public folder as /style-guide.
 */
const config: StorybookConfig = {
  stories: ["../packages/*/src/**/*.mdx", "../packages/*/src/**/*.stories.tsx"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  staticDirs: ["./static"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Same list as vitest.shared.ts `browserSourceConditions`: workspace
      // packages resolve to their TypeScript source. (Storybook can't import
      // that file from main.ts, so it is repeated here.)
      resolve: { conditions: ["module", "browser", "development|production"] },
    }),
};

export default config;
