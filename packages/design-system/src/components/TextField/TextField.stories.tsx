import type { Meta, StoryObj } from "@storybook/react-vite";
import { TextField } from "./TextField";

const meta = {
  title: "Inputs/TextField",
  component: TextField,
  args: { label: "Company", placeholder: "e.g. Example Metal Ltd" },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { label: "E-mail", type: "email", isRequired: true } };
export const WithDescription: Story = {
  args: { label: "Serial number", description: "You find it on the machine's type plate." },
};
export const Invalid: Story = {
  args: {
    label: "E-mail",
    isRequired: true,
    defaultValue: "max@",
    errorMessage: "Please enter a valid value.",
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: "WIRE AG" } };
