import type { Meta, StoryObj } from "@storybook/react-vite";
import { Accordion } from "./Accordion";

const meta = {
  title: "Modules/Accordion",
  component: Accordion,
  args: {
    items: [
      {
        id: "delivery",
        title: "How long does delivery take?",
        content: <p>Usually 8 to 12 weeks.</p>,
      },
      { id: "training", title: "Is training included?", content: <p>Yes, two days on site.</p> },
      {
        id: "warranty",
        title: "What does the warranty cover?",
        content: <p>All parts for 24 months.</p>,
      },
    ],
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const OneOpen: Story = { args: { defaultExpandedKeys: ["training"] } };
export const MultipleOpen: Story = {
  args: { allowsMultipleExpanded: true, defaultExpandedKeys: ["delivery", "warranty"] },
};
