import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { SearchInput } from "./SearchInput";

const meta = {
  title: "Components/SearchInput",
  component: SearchInput,
  args: { name: "q", label: "ID, subject or serial number" },
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: { defaultValue: "T-2026-004211" },
};
export const Typing: Story = {
  args: { description: "Part of a ticket ID, a subject or a serial number" },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("searchbox", {
      name: "ID, subject or serial number",
    });
    await userEvent.type(input, "crimp");
    await expect(input).toHaveValue("crimp");
  },
};
