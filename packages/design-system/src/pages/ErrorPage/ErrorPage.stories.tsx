import type { Meta, StoryObj } from "@storybook/react-vite";
import { ErrorPage } from "./ErrorPage";

const meta = {
  title: "Pages/ErrorPage",
  component: ErrorPage,
  args: {
    overline: "Error",
    title: "Sorry, something went wrong",
    maintenanceTitle: "Maintenance",
    maintenanceText: "We may be carrying out maintenance work. Please try again in a few minutes.",
    homeLinkText: "Go to the home page",
    homeHref: "/en",
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};
