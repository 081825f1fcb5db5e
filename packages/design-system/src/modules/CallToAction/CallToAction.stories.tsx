import type { Meta, StoryObj } from "@storybook/react-vite";
import { CallToAction } from "./CallToAction";

const meta = {
  title: "Modules/CallToAction",
  component: CallToAction,
  args: {
    title: "Talk to an Expert",
    text: "Tell us what you want to make. We reply within 24 hours.",
    actions: [{ id: "contact", text: "Get in touch", href: "/en/contact" }],
  },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TwoActions: Story = {
  args: {
    actions: [
      { id: "contact", text: "Get in touch", href: "/en/contact" },
      { id: "news", text: "What's new", href: "action:open-news-feed-panel" },
    ],
  },
};
