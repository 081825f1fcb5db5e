import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { SideButtons } from "./SideButtons";

const buttons = (onPress = vi.fn()) => [
  { id: "c", label: "Compare", icon: "compare" as const, onPress, count: 2 },
  { id: "n", label: "What's new", icon: "news" as const, onPress: vi.fn() },
];

describe("SideButtons", () => {
  it("names each button with its count and presses it", async () => {
    const onPress = vi.fn();
    const screen = await renderThemed(
      <SideButtons label="Quick actions" buttons={buttons(onPress)} />,
    );
    await screen.getByRole("button", { name: "Compare 2" }).click();
    expect(onPress).toHaveBeenCalled();
    // Its own landmark: outside header, main and footer, the buttons are not left in no region.
    await expect
      .element(screen.getByRole("complementary", { name: "Quick actions" }))
      .toBeInTheDocument();
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("on desktops, keeps to the screen's edge as icon tabs whose label slides out on hover or focus", async () => {
    await page.viewport(1280, 800);
    const screen = await renderThemed(<SideButtons label="Quick actions" buttons={buttons()} />);
    const compare = screen.getByRole("button", { name: "Compare 2" }).element();
    const news = screen.getByRole("button", { name: "What's new" }).element();
    const labelWidth = (button: Element) =>
      (button.querySelector("span:not(:has(svg))") as HTMLElement).getBoundingClientRect().width;
    // Both flush right, with room for the icon (and the count) only.
    for (const button of [compare, news]) {
      expect(Math.round(button.getBoundingClientRect().right)).toBe(window.innerWidth);
    }
    expect(labelWidth(news)).toBe(0);
    expect(compare.textContent).toContain("2");

    await userEvent.hover(news);
    await expect.poll(() => labelWidth(news)).toBeGreaterThan(40);
    await userEvent.unhover(news);
    await expect.poll(() => labelWidth(news)).toBe(0);

    await userEvent.tab();
    expect(document.activeElement).toBe(compare);
    await expect.poll(() => labelWidth(compare)).toBeGreaterThan(40);
    await page.viewport(1024, 768);
  });

  it("on phones, is one bar along the bottom edge and keeps its height free after the page's end", async () => {
    await page.viewport(390, 844);
    const screen = await renderThemed(<SideButtons label="Quick actions" buttons={buttons()} />);
    const bar = screen.getByRole("complementary", { name: "Quick actions" }).element();
    const box = bar.getBoundingClientRect();
    expect(Math.round(box.left)).toBe(0);
    expect(Math.round(box.right)).toBe(window.innerWidth);
    expect(Math.round(box.bottom)).toBe(window.innerHeight);
    // Each label is shown under its icon, the buttons side by side in equal shares.
    const compare = screen.getByRole("button", { name: "Compare 2" }).element();
    const news = screen.getByRole("button", { name: "What's new" }).element();
    expect(compare.getBoundingClientRect().top).toBe(news.getBoundingClientRect().top);
    expect(
      Math.abs(compare.getBoundingClientRect().width - news.getBoundingClientRect().width),
    ).toBeLessThan(1);
    await expect.element(screen.getByText("What's new")).toBeVisible();
    // The page ends the bar's height earlier, so its last line is never under the bar.
    expect(Number.parseFloat(getComputedStyle(document.body).paddingBottom)).toBeGreaterThanOrEqual(
      Math.round(box.height),
    );
    expect(await axeViolations(screen.container)).toEqual([]);
    await page.viewport(1024, 768);
  });
});
