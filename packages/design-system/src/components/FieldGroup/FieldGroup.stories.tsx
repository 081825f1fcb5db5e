import type { Meta, StoryObj } from "@storybook/react-vite";
import { Checkbox } from "../Checkbox/Checkbox";
import { TextField } from "../TextField/TextField";
import { FieldGroup } from "./FieldGroup";

const meta = {
  title: "Inputs/FieldGroup",
  component: FieldGroup,
  args: {
    legend: "Your contact details",
    children: (
      <>
        <TextField label="Name" isRequired />
        <TextField label="Company" />
        <TextField label="E-mail" type="email" isRequired />
      </>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof FieldGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutLegend: Story = {
  args: {
    legend: undefined,
    children: (
      <>
        <TextField label="Street and number" />
        <TextField label="Postcode" />
        <TextField label="City" />
      </>
    ),
  },
};
export const WithDescription: Story = {
  args: {
    legend: "Newsletter",
    description: "We send it once a month. You can unsubscribe at any time.",
    children: (
      <>
        <TextField label="E-mail" type="email" isRequired />
        <Checkbox>Send me the newsletter</Checkbox>
      </>
    ),
  },
};
