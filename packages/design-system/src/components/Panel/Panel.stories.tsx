import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../Button/Button";
import { FormStack } from "../FormStack/FormStack";
import { TextArea } from "../TextArea/TextArea";
import { Panel } from "./Panel";

const meta = {
  title: "Components/Panel",
  component: Panel,
  args: {
    title: "Quick order",
    description: "One part per line: article number, then the quantity.",
    children: (
      <FormStack actions={<Button variant="secondary">Add lines to parts cart</Button>}>
        <TextArea label="Article numbers and quantities" name="csv" />
      </FormStack>
    ),
  },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <Panel {...args} />
    </div>
  ),
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutDescription: Story = { args: { description: undefined } };
