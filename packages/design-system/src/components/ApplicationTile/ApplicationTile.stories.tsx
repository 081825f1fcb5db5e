import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../Button/Button";
import { Link } from "../Link/Link";
import { ApplicationTile, ApplicationTileGrid } from "./ApplicationTile";

const meta = {
  title: "Components/ApplicationTile",
  component: ApplicationTile,
  args: {
    icon: "mail",
    title: "Service ticketing",
    description: "Create service tickets and track their progress.",
    status: { label: "Active", tone: "positive" },
    action: <Link href="#tickets">Open</Link>,
  },
} satisfies Meta<typeof ApplicationTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
export const Grid: Story = {
  render: (args) => (
    <ApplicationTileGrid label="My applications">
      {[
        <ApplicationTile key="a" {...args} />,
        <ApplicationTile
          key="b"
          icon="filter"
          title="Inventory"
          description="Overview of all your machines and their data."
          status={{ label: "Not registered", tone: "neutral" }}
          action={
            <Button variant="secondary" size="small">
              Request access
            </Button>
          }
        />,
        <ApplicationTile
          key="c"
          icon="info"
          title="Product information"
          description="Documentation, spare and wear parts and software for your machines."
          status={{ label: "Access requested", tone: "caution" }}
        />,
      ]}
    </ApplicationTileGrid>
  ),
};
