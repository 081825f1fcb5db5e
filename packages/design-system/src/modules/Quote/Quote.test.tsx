import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { Quote } from "./Quote";

describe("Quote", () => {
  it("is a figure with the quote and its author", async () => {
    const screen = await renderThemed(
      <Quote text="Great machine." author="Jana" jobTitle="Manager" />,
    );
    await expect.element(screen.getByRole("figure")).toHaveTextContent("“Great machine.”");
    await expect.element(screen.getByText("Jana")).toBeVisible();
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});
