import type { Meta, StoryObj } from "@storybook/react-vite";
import { FileField } from "./FileField";

const meta = {
  title: "Inputs/FileField",
  component: FileField,
  args: { label: "Attachment", name: "attachment" },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = {
  args: {
    label: "Translation file",
    name: "translation",
    accept: ".xlf,.xliff",
    description: "An XLIFF file (.xlf or .xliff) exported from the translation tool.",
    isRequired: true,
  },
};
export const WithError: Story = {
  args: {
    label: "Translation file",
    name: "translation",
    accept: ".xlf,.xliff",
    isRequired: true,
    errorMessage: "Please choose an XLIFF file.",
  },
};
