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
});
