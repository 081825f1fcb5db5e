import { describe, expect, it, onTestFinished } from "vitest";
import { page, userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { hydrateAfterEarlyTyping, renderServerMarkup } from "../../test/hydrate";
import { renderThemed } from "../../test/render";
import { Header } from "./Header";
import { headerArgs, Portal, Public, Tool } from "./Header.stories";

describe("Header", () => {
  it("opens a mega menu as a disclosure and closes it with Escape", async () => {
    await page.viewport(1280, 800);
    const screen = await renderThemed(<Header {...headerArgs} />);
    const products = screen.getByRole("button", { name: "Products" });
    await products.click();
    await expect.element(products).toHaveAttribute("aria-expanded", "true");
    await expect.element(screen.getByRole("link", { name: "Press brakes" })).toBeVisible();
    expect(await axeViolations(screen.container)).toEqual([]);
    await userEvent.keyboard("{Escape}");
    await expect.element(products).toHaveAttribute("aria-expanded", "false");
    await expect.element(products).toHaveFocus();
  });

  it("names the cart link with its count", async () => {
    await page.viewport(1280, 800);
    const screen = await renderThemed(<Header {...headerArgs} />);
    await expect.element(screen.getByRole("link", { name: "Cart, 3 items" })).toBeVisible();
  });

  it("moves the navigation into a menu panel at 320 px", async () => {
    await page.viewport(320, 640);
    const screen = await renderThemed(<Header {...headerArgs} />);
    await screen.getByRole("button", { name: "Open menu" }).click();
    await expect.element(screen.getByRole("link", { name: "Panel benders" })).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    expect(await axeViolations(screen.container)).toEqual([]);
    await page.viewport(1024, 768);
  });

  it("signed out, leads into the customer portal top right, and first in the phone's menu", async () => {
    await page.viewport(1280, 800);
    const screen = await renderThemed(<Header {...headerArgs} {...Public.args} />);
    const entry = screen.getByRole("link", { name: "Customer portal Log in" });
    await expect.element(entry).toBeVisible();
    await expect.element(entry).toHaveAttribute("href", "/en/portal");
    expect(await axeViolations(screen.container)).toEqual([]);
    // Between the desktop and wide breakpoints: the icon, named by the same words.
    await page.viewport(1024, 768);
    await expect.element(entry).toBeVisible();
    expect(entry.element().getBoundingClientRect().width).toBeLessThanOrEqual(48);
    const barEntry = entry.element();
    await page.viewport(390, 844);
    // Too wide for the phone's bar: there it opens the menu panel.
    expect(getComputedStyle(barEntry).display).toBe("none");
    await screen.getByRole("button", { name: "Open menu" }).click();
    const panel = screen.getByRole("navigation", { name: "Main" });
    // Before the navigation (and the languages after it), not under them.
    const first = panel.element().querySelector("a");
    expect(first?.textContent).toBe("Customer portalLog in");
    await expect.element(panel.getByRole("link", { name: "Customer portal Log in" })).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    expect(await axeViolations(screen.container)).toEqual([]);
    await page.viewport(1024, 768);
  });

  describe("before its script has loaded", () => {
    const [products, ...others] = headerArgs.navigation;
    const args = { ...headerArgs, navigation: [{ ...products!, href: "/en/products" }, ...others] };
    const clearHash = () => history.replaceState(null, "", location.pathname + location.search);

    it("links a mega menu's section, and its menu link shows the panel", async () => {
      await page.viewport(320, 640);
      const container = renderServerMarkup(<Header {...args} />);
      onTestFinished(clearHash);
      expect(container.querySelector('a[href="/en/products"]')?.textContent).toBe("Products");
      const menu = container.querySelector<HTMLAnchorElement>('a[aria-label="Open menu"]')!;
      const panel = document.getElementById(menu.getAttribute("href")!.slice(1))!;
      expect(getComputedStyle(panel).display).toBe("none");
      // What following the link does (the test page's <base> would make a click leave the page).
      location.hash = menu.getAttribute("href")!;
      expect(getComputedStyle(panel).display).not.toBe("none");
      const link = [...panel.querySelectorAll("a")].find((a) => a.textContent === "Panel benders");
      expect(link?.getBoundingClientRect().height).toBeGreaterThan(0);
      // The navigation only: the languages' links come with the script.
      expect(panel.querySelector("a[hreflang]")).toBeNull();
      await page.viewport(1024, 768);
    });

    it("becomes the menu buttons once hydrated, keeping a panel opened through its link open", async () => {
      await page.viewport(320, 640);
      onTestFinished(clearHash);
      await hydrateAfterEarlyTyping(<Header {...args} />, () => {
        const menu = document.querySelector<HTMLAnchorElement>('a[aria-label="Open menu"]')!;
        location.hash = menu.getAttribute("href")!;
      });
      const close = document.querySelector('button[aria-label="Close menu"]');
      expect(close?.getAttribute("aria-expanded")).toBe("true");
      expect(document.querySelector('a[aria-label="Open menu"]')).toBeNull();
      const trigger = [...document.querySelectorAll("nav button")].find(
        (button) => button.textContent === "Products",
      );
      expect(trigger?.getAttribute("aria-expanded")).toBe("false");
      await page.viewport(1024, 768);
    });
  });

  it("without navigation (a tool's header) has no empty navigation landmark and no menu button", async () => {
    for (const width of [320, 1280]) {
      await page.viewport(width, 800);
      const screen = await renderThemed(<Header {...headerArgs} {...Tool.args} />);
      expect(screen.container.querySelector("nav")).toBeNull();
      expect(screen.container.querySelectorAll("button")).toHaveLength(1);
      await expect
        .element(screen.getByRole("button", { name: "Sign out of the editor area" }))
        .toBeVisible();
      expect(await axeViolations(screen.container)).toEqual([]);
      screen.unmount();
    }
    await page.viewport(1024, 768);
  });

  describe("language and user menus", () => {
    /** Records links the browser would follow, and stops it doing so (the test page must stay). */
    function recordFollowedLinks() {
      const followed: string[] = [];
      const onClick = (event: MouseEvent) => {
        const link = (event.target as Element).closest("a");
        if (!link) return;
        if (!event.defaultPrevented) followed.push(link.getAttribute("href") ?? "");
        event.preventDefault();
      };
      // A `method: "post"` item submits its form: recorded as `POST {action}`, not sent.
      const onSubmit = (event: SubmitEvent) => {
        const form = event.target as HTMLFormElement;
        followed.push(`${form.method.toUpperCase()} ${new URL(form.action).pathname}`);
        event.preventDefault();
      };
      window.addEventListener("click", onClick);
      window.addEventListener("submit", onSubmit);
      onTestFinished(() => {
        window.removeEventListener("click", onClick);
        window.removeEventListener("submit", onSubmit);
      });
      return followed;
    }

    it("open by pointer as a popover of links, and close with Escape, returning focus", async () => {
      await page.viewport(1280, 800);
      const screen = await renderThemed(<Header {...headerArgs} />);
      const trigger = screen.getByRole("button", { name: "Language and country: EN" });
      await expect.element(trigger).toHaveAttribute("aria-haspopup", "dialog");
      await expect.element(trigger).toHaveAttribute("aria-expanded", "false");
      await expect.element(page.getByRole("link", { name: "Deutsch" })).not.toBeInTheDocument();
      await trigger.click();
      const popover = page.getByRole("dialog", { name: "Language and country: EN" });
      await expect.element(popover).toBeVisible();
      await expect.element(trigger).toHaveAttribute("aria-expanded", "true");
      const deutsch = popover.getByRole("link", { name: "Deutsch" });
      await expect.element(deutsch).toBeVisible();
      await expect.element(deutsch).toHaveAttribute("href", "/de");
      await expect.element(deutsch).toHaveAttribute("hreflang", "de");
      await expect.element(deutsch).toHaveAttribute("lang", "de");
      expect(await axeViolations(popover.element())).toEqual([]);
      // Portalled with the theme, stacked by the theme's scale (zIndex.headerMenu), not react-aria's.
      expect(getComputedStyle(popover.element().parentElement as Element).zIndex).toBe("910");
      await userEvent.keyboard("{Tab}");
      await expect.element(popover.getByRole("link", { name: "English" })).toHaveFocus();
      await userEvent.keyboard("{Escape}");
      await expect.element(popover).not.toBeInTheDocument();
      await expect.element(trigger).toHaveAttribute("aria-expanded", "false");
      await expect.element(trigger).toHaveFocus();
    });

    it("name who is signed in above the user menu's links", async () => {
      await page.viewport(1280, 800);
      const screen = await renderThemed(<Header {...headerArgs} {...Portal.args} />);
      await screen.getByRole("button", { name: "CK, Clara Kunde: user menu" }).click();
      const popover = page.getByRole("dialog", { name: "CK, Clara Kunde: user menu" });
      await expect.element(popover).toBeVisible();
      await expect.element(popover.getByText("Clara Kunde", { exact: true })).toBeVisible();
      await expect.element(popover.getByText("customer@example.com")).toBeVisible();
      await expect.element(popover.getByText("Kunde Kabel GmbH")).toBeVisible();
      expect(await axeViolations(popover.element())).toEqual([]);
    });

    it("open from the keyboard and follow a link with Enter", async () => {
      await page.viewport(1280, 800);
      const followed = recordFollowedLinks();
      const screen = await renderThemed(<Header {...headerArgs} />);
      const trigger = screen.getByRole("button", { name: "User menu" });
      (trigger.element() as HTMLElement).focus();
      await userEvent.keyboard("{Enter}");
      const popover = page.getByRole("dialog", { name: "User menu" });
      await expect.element(popover).toBeVisible();
      await userEvent.keyboard("{Tab}");
      await expect.element(popover.getByRole("link", { name: "Account settings" })).toHaveFocus();
      await userEvent.keyboard("{Tab}");
      const logout = popover.getByRole("button", { name: "Log out" });
      await expect.element(logout).toHaveFocus();
      // Focus stays in the open popover: Tab past the last link comes back to the first.
      await userEvent.keyboard("{Tab}");
      await expect.element(popover.getByRole("link", { name: "Account settings" })).toHaveFocus();
      await userEvent.keyboard("{Shift>}{Tab}{/Shift}");
      await userEvent.keyboard("{Enter}");
      expect(followed).toEqual(["POST /en/portal/logout"]);

      // Once loaded, the button opens and closes the popover by itself (Space, then Escape).
      await userEvent.keyboard("{Escape}");
      await expect.element(trigger).toHaveFocus();
      await userEvent.keyboard(" ");
      await expect.element(popover).toBeVisible();
      await userEvent.keyboard("{Escape}");
      await expect.element(popover).not.toBeInTheDocument();
    });

    it("follow a link by pointer, and close on a press outside", async () => {
      await page.viewport(1280, 800);
      const followed = recordFollowedLinks();
      const screen = await renderThemed(<Header {...headerArgs} />);
      const trigger = screen.getByRole("button", { name: "User menu" });
      await trigger.click();
      const popover = page.getByRole("dialog", { name: "User menu" });
      await popover.getByRole("link", { name: "Account settings" }).click();
      expect(followed).toEqual(["/en/portal/account"]);

      if (!popover.query()) await trigger.click();
      await expect.element(popover).toBeVisible();
      // The rest of the page is behind the popover's underlay while it is open.
      await screen.getByRole("link", { name: "Cart, 3 items" }).click({ force: true });
      await expect.element(popover).not.toBeInTheDocument();
      await expect.element(trigger).toHaveAttribute("aria-expanded", "false");
      expect(followed).toEqual(["/en/portal/account"]);
    });

    it("name the language switcher with its visible text once", async () => {
      await page.viewport(1280, 800);
      const screen = await renderThemed(
        <Header
          {...headerArgs}
          labels={{ ...headerArgs.labels, language: "Change language, current selection: EN" }}
        />,
      );
      const trigger = screen.getByRole("button", {
        name: "Change language, current selection: EN",
        exact: true,
      });
      await expect.element(trigger).toBeVisible();
      await expect.element(trigger).not.toHaveAttribute("aria-controls");
    });
  });
});
