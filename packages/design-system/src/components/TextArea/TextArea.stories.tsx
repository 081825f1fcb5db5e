import type { Meta, StoryObj } from "@storybook/react-vite";
import { TextArea } from "./TextArea";

const meta = {
  title: "Inputs/TextArea",
  component: TextArea,
  args: { label: "Your message", description: "Describe the problem and the machine." },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = {
  args: { isRequired: true, errorMessage: "Please enter a valid value." },
};
