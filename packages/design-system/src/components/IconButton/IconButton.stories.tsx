import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { IconButton } from "./IconButton";

const meta = {
  title: "Buttons/IconButton",
  component: IconButton,
  args: { icon: "search", label: "Search", onPress: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {};
export const Outlined: Story = { args: { variant: "outlined", icon: "share", label: "Share" } };
export const Solid: Story = { args: { variant: "solid", icon: "close", label: "Close" } };
export const Small: Story = { args: { size: "small", icon: "close", label: "Close" } };
export const CartWithBadge: Story = {
  args: { icon: "cart", label: "Cart", badge: 3, badgeLabel: "3 items" },
};
export const Disabled: Story = { args: { isDisabled: true } };
