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
});
