import type { Meta, StoryObj } from "@storybook/react-vite";
import { TextField } from "../TextField/TextField";
import { ErrorSummary } from "./ErrorSummary";

const meta = {
  title: "Inputs/ErrorSummary",
  component: ErrorSummary,
  args: {
    title: "Please correct the following:",
    autoFocus: false,
    errors: [
      { fieldId: "email", message: "E-mail: Please enter a valid value." },
      { fieldId: "country", message: "Country: please select a country from the list" },
    ],
  },
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AboveAForm: Story = {
  render: (args) => (
    <div style={{ display: "grid", gap: 16, maxWidth: 400 }}>
      <ErrorSummary
        {...args}
        errors={[{ fieldId: "email", message: "E-mail: Please enter a valid value." }]}
      />
      <TextField id="email" label="E-mail" isRequired errorMessage="Please enter a valid value." />
    </div>
  ),
};
