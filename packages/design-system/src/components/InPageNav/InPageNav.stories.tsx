import type { Meta, StoryObj } from "@storybook/react-vite";
import { InPageNav } from "./InPageNav";

const meta = {
  title: "Components/InPageNav",
  component: InPageNav,
  args: {
    label: "On this page",
    items: [
      { id: "overview", title: "Overview" },
      { id: "specifications", title: "Specifications" },
      { id: "downloads", title: "Downloads" },
      { id: "related", title: "Related products" },
    ],
  },
} satisfies Meta<typeof InPageNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** On a phone the links scroll sideways in one line. */
export const Phone: Story = {
  globals: { viewport: { value: "mobile1" } },
  parameters: { viewport: { defaultViewport: "mobile1" } },
};
