import type { Meta, StoryObj } from "@storybook/react-vite";
import { Breadcrumb } from "./Breadcrumb";

const meta = {
  title: "Components/Breadcrumb",
  component: Breadcrumb,
  args: {
    label: "Breadcrumb",
    backLabel: "Back to",
    items: [
      { title: "Home", href: "/en" },
      { title: "Products", href: "/en/products" },
      { title: "Bending", href: "/en/products/bending" },
      { title: "Press brake 3100" },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductPage: Story = {};
export const NotFound: Story = {
  args: {
    items: [
      { title: "Home", href: "/en" },
      { title: "404", href: "/" },
    ],
  },
};
/** On small screens only a back link to the previous item shows. */
export const SmallScreen: Story = {
  globals: { viewport: { value: "mobile1" } },
  parameters: { viewport: { defaultViewport: "mobile1" } },
};
