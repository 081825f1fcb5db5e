import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { BrandLogo } from "./BrandLogo";

describe("BrandLogo", () => {
  it("is one link home named by the company, its mark hidden from screen readers, and passes axe", async () => {
    const screen = await renderThemed(<BrandLogo name="WIRE Group" href="/en" />);
    const link = screen.getByRole("link", { name: "WIRE Group" });
    await expect.element(link).toHaveAttribute("href", "/en");
    const element = link.element() as HTMLElement;
    expect(element.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    // Not a browser-default link: no underline, the text's colour.
    expect(getComputedStyle(element).textDecorationLine).toBe("none");
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("shows the mark alone on phones, still named by the company", async () => {
    await page.viewport(320, 640);
    const screen = await renderThemed(<BrandLogo name="WIRE Group" href="/en" />);
    const link = screen.getByRole("link", { name: "WIRE Group" });
    await expect.element(link).toBeVisible();
    expect((link.element() as HTMLElement).getBoundingClientRect().width).toBeLessThan(48);
    await page.viewport(1024, 768);
    expect((link.element() as HTMLElement).getBoundingClientRect().width).toBeGreaterThan(100);
  });
});
