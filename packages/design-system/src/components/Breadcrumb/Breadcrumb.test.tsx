import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { Breadcrumb } from "./Breadcrumb";

const items = [
  { title: "Home", href: "/en" },
  { title: "Products", href: "/en/products" },
  { title: "Press brake" },
];

describe("Breadcrumb", () => {
  it("shows the home item as an icon named by its (visually hidden) text and marks the current page", async () => {
    await page.viewport(1024, 768);
    const screen = await renderThemed(
      <Breadcrumb label="Breadcrumb" items={items} backLabel="Back to" />,
    );
    const nav = screen.getByRole("navigation", { name: "Breadcrumb" });
    const home = nav.getByRole("link", { name: "Home" });
    await expect.element(home).toBeVisible();
    // The name is the link's own text, not an aria-label on the icon (pa11y, issue 43).
    expect(home.element().textContent).toBe("Home");
    expect(home.element().querySelector("[aria-label]")).toBeNull();
    expect(home.element().querySelector("svg")).not.toBeNull();
    await expect.element(nav.getByText("Press brake")).toHaveAttribute("aria-current", "page");
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("shows only a back link to the previous item at 320 px", async () => {
    await page.viewport(320, 640);
    const screen = await renderThemed(
      <Breadcrumb label="Breadcrumb" items={items} backLabel="Back to" />,
    );
    await expect.element(screen.getByRole("link", { name: "Back to Products" })).toBeVisible();
    const list = screen.container.querySelector("ol") as HTMLElement;
    expect(getComputedStyle(list).display).toBe("none");
    await page.viewport(1024, 768);
  });
});
