import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { Header } from "./Header";
import { headerArgs } from "./Header.stories";

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

  describe("language and user menus", () => {
    it("are disclosures of links that close with Escape, returning focus", async () => {
      await page.viewport(1280, 800);
      const screen = await renderThemed(<Header {...headerArgs} />);
      const trigger = screen.getByRole("button", { name: "Language and country: EN" });
      await expect.element(trigger).toHaveAttribute("aria-expanded", "false");
      await expect.element(screen.getByRole("link", { name: "Deutsch" })).not.toBeInTheDocument();
      await trigger.click();
      await expect.element(trigger).toHaveAttribute("aria-expanded", "true");
      const list = document.getElementById(trigger.element().getAttribute("aria-controls") ?? "");
      expect(list?.tagName).toBe("UL");
      const deutsch = screen.getByRole("link", { name: "Deutsch" });
      await expect.element(deutsch).toBeVisible();
      await expect.element(deutsch).toHaveAttribute("href", "/de");
      await expect.element(deutsch).toHaveAttribute("hreflang", "de");
      await expect.element(deutsch).toHaveAttribute("lang", "de");
      expect(await axeViolations(screen.container)).toEqual([]);
      await userEvent.keyboard("{Tab}");
      await expect.element(screen.getByRole("link", { name: "English" })).toHaveFocus();
      await userEvent.keyboard("{Escape}");
      await expect.element(trigger).toHaveAttribute("aria-expanded", "false");
      await expect.element(trigger).toHaveFocus();
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

    it("close on a press outside and when focus leaves them", async () => {
      await page.viewport(1280, 800);
      const screen = await renderThemed(<Header {...headerArgs} />);
      const trigger = screen.getByRole("button", { name: "User menu" });
      await trigger.click();
      await expect.element(trigger).toHaveAttribute("aria-expanded", "true");
      await screen.getByRole("button", { name: "Products" }).click();
      await expect.element(trigger).toHaveAttribute("aria-expanded", "false");
      await userEvent.keyboard("{Escape}");

      await trigger.click();
      await userEvent.keyboard("{Tab}");
      await userEvent.keyboard("{Tab}");
      await expect.element(screen.getByRole("link", { name: "Log out" })).toHaveFocus();
      await userEvent.keyboard("{Tab}");
      await expect.element(trigger).toHaveAttribute("aria-expanded", "false");
    });
  });
});
