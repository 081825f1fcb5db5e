import type { Decorator, Preview } from "@storybook/react-vite";
import { ThemeRoot } from "../packages/design-system/src/components/ThemeRoot/ThemeRoot";
import { defaultThemeName, themeNames } from "../packages/design-system/src/themes/themes";

/** Wraps every story (and every docs example) in the theme and heading font picked in the toolbar. */
const withTheme: Decorator = (Story, context) => (
  <ThemeRoot
    theme={String(context.globals.theme ?? defaultThemeName)}
    enableCutFont={context.globals.cutFont === "on"}
    style={{ padding: 16 }}
  >
    <Story />
  </ThemeRoot>
);

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: "Brand theme",
      toolbar: {
        title: "Theme",
        icon: "paintbrush",
        items: themeNames.map((name) => ({ value: name, title: name.replace("_", " ") })),
        dynamicTitle: true,
      },
    },
    cutFont: {
      description: "Headings in the cut font (sites with enableCutFont)",
      toolbar: {
        title: "Cut font",
        icon: "paragraph",
        items: [
          { value: "off", title: "Standard headings" },
          { value: "on", title: "Cut font headings" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: defaultThemeName, cutFont: "off" },
  parameters: {
    layout: "fullscreen",
    controls: { expanded: true },
    a11y: {
      // Every story is an accessibility test: a violation fails the run.
      test: "error",
      options: {
        runOnly: {
          type: "tag",
          values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"],
        },
      },
    },
    options: {
      storySort: {
        order: ["Typography", "Buttons", "Inputs", "Components", "Modules", "Pages", "*"],
      },
    },
  },
  tags: ["autodocs"],
};

export default preview;
