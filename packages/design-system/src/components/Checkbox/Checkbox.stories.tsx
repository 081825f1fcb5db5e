import type { Meta, StoryObj } from "@storybook/react-vite";
import { Checkbox } from "./Checkbox";

const meta = {
  title: "Inputs/Checkbox",
  component: Checkbox,
  args: { children: "Send me the newsletter" },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = { args: { isIndeterminate: true, children: "All machines" } };
export const Required: Story = {
  args: { isRequired: true, children: "I accept the terms and conditions" },
};
export const Invalid: Story = {
  args: {
    isRequired: true,
    children: "I accept the terms and conditions",
    errorMessage: "Please select the checkbox to continue.",
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
