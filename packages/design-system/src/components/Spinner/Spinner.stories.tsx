import type { Meta, StoryObj } from "@storybook/react-vite";
import { Spinner } from "./Spinner";

const meta = {
  title: "Components/Spinner",
  component: Spinner,
  args: { label: "Loading" },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Standard: Story = {};
export const Small: Story = { args: { size: "small" } };
export const Large: Story = { args: { size: "large" } };
/** Inherits the colour of its surroundings. */
export const InheritsColour: Story = {
  render: (args) => (
    <p style={{ display: "flex", gap: 8, alignItems: "center" }}>
      <Spinner {...args} size="small" /> Loading your tickets…
    </p>
  ),
};
