import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen } from "storybook/test";
import { BrandLogo } from "../BrandLogo/BrandLogo";
import { Button } from "../Button/Button";
import { NotificationBell } from "../NotificationBell/NotificationBell";
import { Header, type HeaderProps } from "./Header";

const logo = <BrandLogo name="WIRE Group" href="/en" />;

export const headerArgs: HeaderProps = {
  logo,
  labels: {
    navigation: "Main",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    search: "Search",
    cart: "Cart",
    userMenu: "User menu",
    language: "Language and country",
  },
  navigation: [
    {
      id: "products",
      title: "Products",
      columns: [
        {
          title: "Bending",
          links: [
            { title: "Press brakes", href: "/en/products/bending/press-brakes" },
            { title: "Panel benders", href: "/en/products/bending/panel-benders" },
          ],
        },
        {
          title: "Cutting",
          links: [
            { title: "Laser cutting", href: "/en/products/cutting/laser" },
            { title: "Punching", href: "/en/products/cutting/punching" },
          ],
        },
        {
          title: "Automation",
          links: [{ title: "Storage systems", href: "/en/products/automation" }],
        },
      ],
      teaser: {
        overline: "New",
        title: "The smart factory starts here",
        text: "Connect your machines and see every order in one place.",
        href: "/en/smart-factory",
        linkText: "Discover the smart factory",
      },
    },
    { id: "services", title: "Services", href: "/en/services" },
    { id: "stories", title: "Stories", href: "/en/stories" },
  ],
  onSearch: fn(),
  cart: { href: "/en/portal/cart", count: 3, countLabel: "3 items" },
  userMenu: [
    { id: "account", title: "Account settings", href: "/en/portal/account" },
    // Logging out changes state: a form's POST, never a link another site could place too.
    { id: "logout", title: "Log out", href: "/en/portal/logout", method: "post" },
  ],
  languages: {
    current: "EN",
    items: [
      { id: "en", title: "English", href: "/en", lang: "en" },
      { id: "de", title: "Deutsch", href: "/de", lang: "de" },
      { id: "fr", title: "Français", href: "/fr", lang: "fr" },
    ],
  },
};

const meta = {
  title: "Components/Header",
  component: Header,
  excludeStories: /Args$/,
  args: headerArgs,
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The public site's header for a signed-out visitor: the way into the customer portal top right. */
export const Public: Story = {
  args: {
    cart: undefined,
    userMenu: undefined,
    signIn: { href: "/en/portal", overline: "Customer portal", label: "Log in" },
  },
};
/** The public site's header for a signed-in customer: the portal's user menu, bell and cart. */
export const PublicSignedIn: Story = {
  args: {
    userInitials: "CK",
    userSummary: { title: "Clara Kunde", lines: ["customer@example.com", "Kunde Kabel GmbH"] },
    labels: { ...headerArgs.labels, userMenu: "CK, Clara Kunde: user menu" },
    actions: (
      <NotificationBell
        label="Notifications, 2 unread"
        count={2}
        title="Notifications"
        emptyText="You have no notifications."
        unreadLabel="Unread"
        items={[]}
      />
    ),
  },
};
export const MegaMenuOpen: Story = {
  decorators: [(Story) => <div style={{ minHeight: 420 }}>{Story()}</div>],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Products" }));
  },
};
export const LanguageMenuOpen: Story = {
  decorators: [(Story) => <div style={{ minHeight: 260 }}>{Story()}</div>],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Language and country: EN" }));
    // The popover's module loads on first use: on a busy machine that takes more than a second.
    await expect(
      await screen.findByRole("dialog", { name: "Language and country: EN" }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
/** The portal's header: initials on the user menu and the notification bell among the tools. */
export const Portal: Story = {
  args: {
    navigation: [],
    userInitials: "CK",
    userSummary: { title: "Clara Kunde", lines: ["customer@example.com", "Kunde Kabel GmbH"] },
    labels: { ...headerArgs.labels, userMenu: "CK, Clara Kunde: user menu" },
    actions: (
      <NotificationBell
        label="Notifications, 2 unread"
        count={2}
        title="Notifications"
        emptyText="You have no notifications."
        unreadLabel="Unread"
        items={[]}
      />
    ),
  },
};
/** The portal's user menu open: who is signed in (name, e-mail, organisation) above its links. */
export const PortalUserMenuOpen: Story = {
  args: Portal.args,
  decorators: [(Story) => <div style={{ minHeight: 360 }}>{Story()}</div>],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "CK, Clara Kunde: user menu" }));
    await expect(
      await screen.findByRole(
        "dialog",
        { name: "CK, Clara Kunde: user menu" },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};
/** A tool's header, such as the editor area's: the logo and the tool's own actions, no navigation or menu. */
export const Tool: Story = {
  args: {
    navigation: [],
    cart: undefined,
    userMenu: undefined,
    languages: undefined,
    onSearch: undefined,
    actions: <Button variant="secondary">Sign out of the editor area</Button>,
  },
};
