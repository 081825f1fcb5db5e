import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { LanguageBanner } from "./LanguageBanner";

const meta = {
  title: "Components/LanguageBanner",
  component: LanguageBanner,
  args: {
    text: "Diese Seite gibt es auch auf Deutsch.",
    switchText: "Auf Deutsch wechseln",
    href: "/de/products",
    lang: "de",
    closeLabel: "Close",
    onClose: fn(),
  },
} satisfies Meta<typeof LanguageBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const German: Story = {};
export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};
