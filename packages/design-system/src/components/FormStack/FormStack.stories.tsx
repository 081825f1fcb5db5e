import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../Button/Button";
import { ErrorSummary } from "../ErrorSummary/ErrorSummary";
import { NativeSelect } from "../NativeSelect/NativeSelect";
import { TextArea } from "../TextArea/TextArea";
import { TextField } from "../TextField/TextField";
import { FormStack } from "./FormStack";

const meta = {
  title: "Inputs/FormStack",
  component: FormStack,
  args: {
    children: (
      <>
        <NativeSelect
          label="Location"
          required
          items={[
            { id: "", label: "Select an item" },
            { id: "zurich", label: "Zurich plant" },
          ]}
        />
        <TextField label="Subject" isRequired />
        <TextArea label="Description" isRequired />
      </>
    ),
    actions: <Button type="submit">Create ticket</Button>,
  },
  decorators: [(Story) => <form style={{ maxWidth: 480 }}>{Story()}</form>],
} satisfies Meta<typeof FormStack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithErrorsAndTwoActions: Story = {
  args: {
    children: (
      <>
        <ErrorSummary
          title="Please correct the following"
          errors={[{ fieldId: "subject", message: "Please enter a subject" }]}
        />
        <TextField id="subject" label="Subject" isRequired errorMessage="Please enter a subject" />
      </>
    ),
    actions: (
      <>
        <Button type="submit">Save changes</Button>
        <Button variant="secondary">Cancel</Button>
      </>
    ),
  },
};
