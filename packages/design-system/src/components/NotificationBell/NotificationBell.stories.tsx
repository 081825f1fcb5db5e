import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { NotificationBell } from "./NotificationBell";

const meta = {
  title: "Components/NotificationBell",
  component: NotificationBell,
  args: {
    label: "Notifications, 2 unread",
    count: 2,
    title: "Notifications",
    emptyText: "You have no notifications.",
    unreadLabel: "Unread",
    items: [
      {
        id: "1",
        title: "New reply on T-2026-004211",
        text: "We have ordered the part for you.",
        time: "24 Nov 2026, 09:12",
        href: "#1",
        unread: true,
      },
      {
        id: "2",
        title: "T-2026-004190 is now: Resolved",
        text: "Crimp height drifts after blade change",
        time: "23 Nov 2026, 16:40",
        href: "#2",
        unread: true,
      },
      {
        id: "3",
        title: "New reply on T-2026-003977",
        text: "Thursday morning suits us.",
        time: "20 Nov 2026, 11:05",
        href: "#3",
        unread: false,
      },
    ],
  },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: "Notifications, 2 unread" }),
    );
    await expect(
      await within(document.body).findByRole("dialog", { name: "Notifications" }),
    ).toBeVisible();
  },
};
export const Empty: Story = { args: { label: "Notifications", count: 0, items: [] } };
