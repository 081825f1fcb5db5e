import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { ThemeRoot } from "../ThemeRoot/ThemeRoot";
import { LineReport } from "./LineReport";

const problems = [
  { line: 9, message: "Line 9: the quantity must be a whole number from 1 to 9999." },
  { line: 3, message: "Line 3: unknown article number ABC-123." },
];

describe("LineReport", () => {
  it("is a polite live region, in the page and empty before there is a result", async () => {
    const screen = await renderThemed(
      <LineReport title="2 lines could not be added:" items={[]} />,
    );
    const status = screen.getByRole("status");
    await expect.element(status).toBeInTheDocument();
    expect(status.element().textContent).toBe("");

    // The result arrives in the same region, so screen readers announce it.
    await screen.rerender(
      <ThemeRoot theme="Default">
        <LineReport
          title="2 lines could not be added:"
          summary="3 parts were added to the cart."
          items={problems}
        />
      </ThemeRoot>,
    );
    expect(screen.getByRole("status").element()).toBe(status.element());
    await expect.element(status).toHaveTextContent("3 parts were added to the cart.");
    await expect.element(status).toHaveTextContent("2 lines could not be added:");
    const items = screen.getByRole("listitem").elements();
    expect(items.map((item) => item.getAttribute("data-line"))).toEqual(["3", "9"]);
    expect(items[0]!.textContent).toBe("Line 3: unknown article number ABC-123.");
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("shows only the summary when every line was added", async () => {
    const screen = await renderThemed(
      <LineReport
        title="Some lines could not be added:"
        summary="5 parts were added."
        items={[]}
      />,
    );
    await expect.element(screen.getByRole("status")).toHaveTextContent("5 parts were added.");
    expect(screen.container.textContent).not.toContain("could not be added");
    expect(screen.container.querySelector("ul")).toBeNull();
  });

  it("has no success tick when lines could not be added: the report is a caution (issue 42)", async () => {
    const screen = await renderThemed(
      <LineReport
        title="1 line could not be added:"
        summary="No parts were added to the cart."
        items={[{ line: 1, message: "Line 1: unknown article number ABC-123." }]}
      />,
    );
    const status = screen.getByRole("status");
    await expect.element(status).toHaveTextContent("No parts were added to the cart.");
    // One icon: the warning beside the title; none beside the summary.
    expect(status.element().querySelectorAll("svg")).toHaveLength(1);
    expect(
      screen.getByText("No parts were added to the cart.").element().querySelector("svg"),
    ).toBeNull();
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});
