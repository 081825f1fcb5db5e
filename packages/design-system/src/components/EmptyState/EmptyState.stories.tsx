import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../Button/Button";
import { EmptyState } from "./EmptyState";

const meta = {
  title: "Components/EmptyState",
  component: EmptyState,
  args: { title: "No results", text: "Try other search terms or remove a filter." },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Search: Story = {};
export const WithAction: Story = {
  args: {
    icon: "cart",
    title: "Your parts cart is empty",
    text: "Add spare parts from the parts list.",
    action: <Button variant="secondary">Go to the parts list</Button>,
  },
};
