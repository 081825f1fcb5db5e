import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { IconButton } from "./IconButton";

describe("IconButton", () => {
  it("is named by its label and includes the badge", async () => {
    const screen = await renderThemed(
      <IconButton icon="cart" label="Cart" badge={3} badgeLabel="3 items" />,
    );
    await expect.element(screen.getByRole("button", { name: "Cart, 3 items" })).toBeInTheDocument();
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("is pressed from the keyboard and shows a focus ring", async () => {
    const onPress = vi.fn();
    const screen = await renderThemed(<IconButton icon="close" label="Close" onPress={onPress} />);
    await userEvent.keyboard("{Tab}");
    const button = screen.getByRole("button", { name: "Close" });
    expect(button.element().matches(":focus-visible")).toBe(true);
    expect(getComputedStyle(button.element()).outlineStyle).toBe("solid");
    await userEvent.keyboard("{Enter}");
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it("is at least 44 px square at the standard size", async () => {
    const screen = await renderThemed(<IconButton icon="menu" label="Menu" />);
    const box = screen.getByRole("button").element().getBoundingClientRect();
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  });
});
