import type { Meta, StoryObj } from "@storybook/react-vite";
import { StatusBadge } from "../../components/StatusBadge/StatusBadge";
import { Text } from "../../components/Typography/Text";
import { PortalShell } from "./PortalShell";

const meta = {
  title: "Pages/PortalShell",
  component: PortalShell,
  args: {
    navigationLabel: "Portal",
    title: "Dashboard",
    currentId: "dashboard",
    navigation: [
      { id: "dashboard", title: "Dashboard", href: "/en/portal", icon: "home" },
      { id: "tickets", title: "Service tickets", href: "/en/portal/tickets/list", icon: "mail" },
      { id: "inventory", title: "Inventory", href: "/en/portal/inventory", icon: "file" },
      { id: "parts", title: "Parts cart", href: "/en/portal/cart", icon: "cart" },
      { id: "account", title: "Account", href: "/en/portal/account", icon: "user" },
    ],
    children: (
      <div style={{ display: "flex", gap: 8, alignItems: "center" }}>
        <Text>WIRE Flow</Text>
        <StatusBadge label="Active" tone="positive" />
      </div>
    ),
  },
} satisfies Meta<typeof PortalShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {};
/** On a phone the navigation is one scrolling row above the page. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: "mobile1" } },
  parameters: { viewport: { defaultViewport: "mobile1" } },
};
/**
 * An area of one page (the editor's page list): no navigation, and the page takes the width a
 * wide table needs.
 */
export const WithoutNavigation: Story = {
  args: { title: "Editor area", navigation: [], currentId: undefined },
};
