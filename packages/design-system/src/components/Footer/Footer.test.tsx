import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { Footer } from "./Footer";
import { footerArgs } from "./Footer.stories";

describe("Footer", () => {
  it("is a contentinfo landmark with labelled navigation, a visible focus ring and no axe violations", async () => {
    const screen = await renderThemed(<Footer {...footerArgs} />, "Diit");
    await expect.element(screen.getByRole("contentinfo")).toBeVisible();
    await expect.element(screen.getByRole("navigation", { name: "Footer" })).toBeVisible();
    await userEvent.keyboard("{Tab}");
    const first = screen.getByRole("link", { name: "Bending" });
    await expect.element(first).toHaveFocus();
    expect(getComputedStyle(first.element()).outlineStyle).toBe("solid");
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});
