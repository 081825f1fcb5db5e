import type { Meta, StoryObj } from "@storybook/react-vite";
import { LineReport } from "./LineReport";

const meta = {
  title: "Components/LineReport",
  component: LineReport,
  args: {
    summary: "3 parts were added to the cart.",
    title: "2 lines could not be added:",
    items: [
      {
        line: 7,
        message: "Line 7: the quantity must be a whole number from 1 to 9999 (given: 0).",
      },
      { line: 3, message: "Line 3: unknown article number ABC-123." },
    ],
  },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <LineReport {...args} />
    </div>
  ),
} satisfies Meta<typeof LineReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lines are listed in their order in the paste or file, whatever order they come in. */
export const Default: Story = {};

export const OnlyProblems: Story = { args: { summary: undefined } };

/** Nothing went in: the report is a caution, with no success tick beside its summary. */
export const NothingAdded: Story = {
  args: {
    summary: "No parts were added to the cart.",
    title: "1 line could not be added:",
    items: [{ line: 1, message: "Line 1: unknown article number ABC-123." }],
  },
};

export const EverythingAdded: Story = { args: { items: [] } };
