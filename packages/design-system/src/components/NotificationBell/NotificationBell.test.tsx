import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { NotificationBell } from "./NotificationBell";

describe("NotificationBell", () => {
  it("names the unread count, opens a list of links, closes on Escape and passes axe", async () => {
    const screen = await renderThemed(
      <NotificationBell
        label="Notifications, 1 unread"
        count={1}
        title="Notifications"
        emptyText="None"
        unreadLabel="Unread"
        items={[
          {
            id: "n1",
            title: "New reply on T-2026-000001",
            text: "On it.",
            time: "now",
            href: "/n/n1",
            unread: true,
          },
          {
            id: "n2",
            title: "T-2026-000002 is now: Closed",
            text: "Blade",
            time: "before",
            href: "/n/n2",
            unread: false,
          },
        ]}
      />,
    );
    const button = screen.getByRole("button", { name: "Notifications, 1 unread" });
    expect(await axeViolations(screen.container)).toEqual([]);
    await userEvent.click(button);
    const first = screen.getByRole("link", { name: /Unread: New reply on T-2026-000001/ });
    await expect.element(first).toHaveAttribute("href", "/n/n1");
    await expect
      .element(screen.getByRole("link", { name: /T-2026-000002 is now: Closed/ }))
      .toBeVisible();
    expect(await axeViolations(document.body)).toEqual([]);
    await expect.element(screen.getByRole("dialog", { name: "Notifications" })).toBeVisible();
    const link = first.element() as HTMLElement;
    link.focus();
    await userEvent.keyboard("{Escape}");
    // Closed: out of the accessibility tree and not displayed.
    await expect.poll(() => first.query()).toBeNull();
    expect(link.checkVisibility()).toBe(false);
    expect(document.activeElement).toBe(button.element());
  });

  it("opens from the keyboard, and Tab goes on into the panel", async () => {
    const screen = await renderThemed(
      <NotificationBell
        label="Notifications"
        count={0}
        title="Notifications"
        emptyText="None"
        unreadLabel="Unread"
        items={[{ id: "n1", title: "A", text: "a", time: "now", href: "/n/n1", unread: false }]}
      />,
    );
    const button = screen.getByRole("button", { name: "Notifications" });
    (button.element() as HTMLElement).focus();
    await userEvent.keyboard("{Enter}");
    const link = screen.getByRole("link", { name: /^A/ });
    await expect.element(link).toBeVisible();
    await userEvent.keyboard("{Tab}");
    expect(document.activeElement).toBe(link.element());
  });
});
