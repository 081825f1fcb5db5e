import { ICON_SIZES } from "@wire/domain";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { Icon, type IconSize } from "./Icon";

describe("Icon", () => {
  it("offers exactly the spec's sizes", () => {
    const sizes: readonly IconSize[] = ICON_SIZES;
    expect(sizes).toEqual([16, 24]);
  });

  it("is hidden from assistive technology without a label", async () => {
    const screen = await renderThemed(<Icon name="home" size={16} />);
    const svg = screen.container.querySelector("svg")!;
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(svg.getAttribute("width")).toBe("16");
  });

  it("is a named image with a label", async () => {
    const screen = await renderThemed(<Icon name="cart" label="Cart" />);
    await expect.element(screen.getByRole("img", { name: "Cart" })).toBeInTheDocument();
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});
