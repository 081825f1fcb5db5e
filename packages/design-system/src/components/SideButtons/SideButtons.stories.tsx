import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { SideButtons } from "./SideButtons";

const meta = {
  title: "Components/SideButtons",
  component: SideButtons,
  args: {
    label: "Quick actions",
    buttons: [
      { id: "expert", label: "Talk to an Expert", icon: "mail", onPress: fn() },
      { id: "compare", label: "Compare", icon: "compare", onPress: fn(), count: 2 },
      { id: "news", label: "What's new", icon: "news", onPress: fn() },
    ],
  },
  decorators: [
    (Story) => (
      // A transformed parent keeps the fixed buttons inside the preview frame.
      <div style={{ transform: "translateZ(0)", minHeight: 240 }}>{Story()}</div>
    ),
  ],
} satisfies Meta<typeof SideButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On desktops: icon tabs at the screen's right edge. */
export const Default: Story = {
  globals: { viewport: { value: "desktop" } },
  parameters: { viewport: { defaultViewport: "desktop" } },
};

/**
 * Below the desktop breakpoint: one bar along the bottom edge, each label under its icon and
 * the basket's count on the icon; the page keeps the bar's height free after its end.
 */
export const Phone: Story = {
  globals: { viewport: { value: "mobile1" } },
  parameters: { viewport: { defaultViewport: "mobile1" } },
};

/** With the keyboard's focus (or the pointer) on a tab, its label slides out of the edge. */
export const Focused: Story = {
  ...Default,
  play: async ({ userEvent }) => {
    await userEvent.tab();
  },
};
