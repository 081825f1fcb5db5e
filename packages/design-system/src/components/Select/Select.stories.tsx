import type { Meta, StoryObj } from "@storybook/react-vite";
import { Select } from "./Select";

const meta = {
  title: "Inputs/Select",
  component: Select,
  args: {
    label: "Measurement system",
    placeholder: "Select…",
    items: [
      { id: "metric", label: "Metric" },
      { id: "imperial", label: "Imperial" },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultSelectedKey: "imperial" } };
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = {
  args: { isRequired: true, errorMessage: "Please enter a valid value." },
};
export const Disabled: Story = { args: { isDisabled: true } };
