import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { ThemeRoot } from "../ThemeRoot/ThemeRoot";
import { SkipLink } from "./SkipLink";

describe("SkipLink", () => {
  it("is the first tab stop, becomes visible on focus and points to the content", async () => {
    const screen = await renderThemed(
      <>
        <SkipLink>Skip to content</SkipLink>
        <main id="main">Content</main>
      </>,
    );
    const link = screen.getByRole("link", { name: "Skip to content" });
    await userEvent.keyboard("{Tab}");
    await expect.element(link).toHaveFocus();
    await expect.element(link).toHaveAttribute("href", "#main");
    const box = link.element().getBoundingClientRect();
    expect(box.bottom).toBeGreaterThan(0);
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("stacks above the page chrome even outside a themed tree, as the app renders it", async () => {
    const screen = await render(
      <>
        <SkipLink>Skip to content</SkipLink>
        <ThemeRoot theme="Default">
          <main id="main">Content</main>
        </ThemeRoot>
      </>,
    );
    const link = screen.getByRole("link", { name: "Skip to content" });
    expect(getComputedStyle(link.element()).zIndex).toBe("2000");
  });
});
