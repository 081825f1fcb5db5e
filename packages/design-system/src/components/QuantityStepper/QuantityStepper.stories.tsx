import type { Meta, StoryObj } from "@storybook/react-vite";
import { QuantityStepper } from "./QuantityStepper";

const meta = {
  title: "Inputs/QuantityStepper",
  component: QuantityStepper,
  args: { label: "Quantity", defaultValue: 1, decrementLabel: "Fewer", incrementLabel: "More" },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithMaximum: Story = {
  args: { defaultValue: 5, maxValue: 5, description: "At most 5 per order" },
};
export const Invalid: Story = { args: { errorMessage: "Please enter a valid value." } };
