import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { cutFont } from "../../themes/cutFont.css";
import { themes } from "../../themes/themes";
import { Modal } from "../Modal/Modal";
import { Heading } from "../Typography/Heading";
import { ThemeRoot } from "./ThemeRoot";

const headingFont = (element: Element) => getComputedStyle(element).fontFamily;

describe("ThemeRoot", () => {
  it("applies the theme class and falls back to Default for unknown names", async () => {
    const screen = await render(<ThemeRoot theme="Nope">x</ThemeRoot>);
    const root = screen.container.querySelector("[data-wire-theme]");
    expect(root?.getAttribute("data-wire-theme")).toBe("Default");
    expect(root?.classList.contains(themes.Default)).toBe(true);
  });

  it("switches headings to the cut font with enableCutFont, without loading anything", async () => {
    const before = performance.getEntriesByType("resource").length;
    const screen = await render(
      <>
        <ThemeRoot theme="Adaptronic">
          <Heading level={2}>Standard</Heading>
          <h3>Plain standard</h3>
        </ThemeRoot>
        <ThemeRoot theme="Adaptronic" enableCutFont>
          <Heading level={2}>Cut</Heading>
          <h3>Plain cut</h3>
          <p>Body</p>
        </ThemeRoot>
      </>,
    );
    const standard = screen.getByRole("heading", { name: "Standard", exact: true }).element();
    const cut = screen.getByRole("heading", { name: "Cut", exact: true }).element();
    expect(headingFont(standard)).not.toContain("Barlow Condensed");
    expect(headingFont(cut)).toContain("Barlow Condensed");
    expect(headingFont(screen.getByRole("heading", { name: "Plain cut" }).element())).toContain(
      "Barlow Condensed",
    );
    expect(headingFont(screen.getByText("Body").element())).not.toContain("Barlow Condensed");
    const fetched = performance
      .getEntriesByType("resource")
      .slice(before)
      .filter((entry) => /\.(woff2?|ttf|otf)(\?|$)/.test(entry.name));
    expect(fetched).toEqual([]);
  });

  it("carries the cut font into portalled overlays", async () => {
    const screen = await render(
      <ThemeRoot enableCutFont>
        <Modal open onOpenChange={() => {}} title="Share" closeLabel="Close" />
      </ThemeRoot>,
    );
    const dialog = screen.getByRole("dialog").element();
    expect(dialog.classList.contains(cutFont)).toBe(true);
    expect(dialog.classList.contains(themes.Default)).toBe(true);
  });
});
