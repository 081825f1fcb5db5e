import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { NativeSelect } from "./NativeSelect";

const meta = {
  title: "Components/NativeSelect",
  component: NativeSelect,
  args: {
    name: "status",
    label: "Status",
    defaultValue: "all",
    items: [
      { id: "all", label: "All" },
      { id: "open", label: "Open tickets" },
      { id: "CLOSED", label: "Closed" },
    ],
  },
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("combobox", { name: "Status" })).toHaveValue(
      "all",
    );
  },
};
export const WithDescription: Story = {
  args: { description: "Open means new, in progress or waiting for you." },
};
export const Disabled: Story = { args: { disabled: true } };
