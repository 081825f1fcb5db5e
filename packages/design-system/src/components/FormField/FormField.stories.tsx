import type { Meta, StoryObj } from "@storybook/react-vite";
import { FormField } from "./FormField";

const meta = {
  title: "Inputs/FormField",
  component: FormField,
  args: {
    label: "Attachment",
    description: "Images or videos only, up to 100 MB.",
    children: (control) => <input type="file" accept="image/*,video/*" {...control} />,
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = {
  args: { isRequired: true, errorMessage: "Please enter a valid value." },
};
