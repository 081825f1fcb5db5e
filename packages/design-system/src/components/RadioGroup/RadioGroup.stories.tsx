import type { Meta, StoryObj } from "@storybook/react-vite";
import { RadioGroup } from "./RadioGroup";

const meta = {
  title: "Inputs/RadioGroup",
  component: RadioGroup,
  args: {
    label: "Preferred contact",
    options: [
      { id: "email", label: "E-mail" },
      { id: "phone", label: "Phone" },
      { id: "visit", label: "On-site visit", isDisabled: true },
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultValue: "phone" } };
export const Horizontal: Story = { args: { orientation: "horizontal" } };
export const Invalid: Story = {
  args: { isRequired: true, errorMessage: "Please enter a valid value." },
};
