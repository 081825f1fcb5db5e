import type { Meta, StoryObj } from "@storybook/react-vite";
import { KeyFacts } from "./KeyFacts";

const meta = {
  title: "Modules/KeyFacts",
  component: KeyFacts,
  args: {
    facts: [
      { id: "countries", value: "80+", label: "countries with service" },
      { id: "machines", value: "30 000", label: "machines installed" },
      { id: "reply", value: "24 h", label: "reply time of our experts" },
    ],
  },
} satisfies Meta<typeof KeyFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
