import type { Meta, StoryObj } from "@storybook/react-vite";
import { BrandLogo } from "./BrandLogo";

const meta = {
  title: "Components/BrandLogo",
  component: BrandLogo,
  args: { name: "WIRE Group", href: "/en" },
} satisfies Meta<typeof BrandLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mark takes the theme's accent colour: compare the Default and a brand theme. */
export const Default: Story = {};
export const LongName: Story = { args: { name: "WIRE Processing Systems Group" } };
