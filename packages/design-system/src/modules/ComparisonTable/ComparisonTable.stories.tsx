import type { Meta, StoryObj } from "@storybook/react-vite";
import { ComparisonTable } from "./ComparisonTable";

const meta = {
  title: "Modules/ComparisonTable",
  component: ComparisonTable,
  args: {
    caption: "Compare products",
    products: ["Press brake 3100", "Press brake 4100"],
    missingText: "–",
    rows: [
      { name: "Press force", unit: "kN", values: ["1 000", "1 300"] },
      { name: "Bending length", unit: "mm", values: ["3 100", "4 100"] },
      { name: "Tool changer", unit: null, values: ["Yes", null] },
    ],
  },
} satisfies Meta<typeof ComparisonTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoProducts: Story = {};
export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};
