import type { Meta, StoryObj } from "@storybook/react-vite";
import { PageNotFound } from "./PageNotFound";

const meta = {
  title: "Pages/PageNotFound",
  component: PageNotFound,
  args: {
    overline: "404",
    title: "This page does not exist",
    text: "Page not found: /en/products/unknown-machine",
    homeLinkText: "Go to the home page",
    homeHref: "/en",
  },
} satisfies Meta<typeof PageNotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
