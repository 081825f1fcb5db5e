import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { Panel } from "./Panel";

describe("Panel", () => {
  it("is a region named by its heading, with its description and content", async () => {
    const screen = await renderThemed(
      <Panel title="Quick order" headingLevel={3} description="Add parts by article number.">
        <p>Content</p>
      </Panel>,
    );
    const region = screen.getByRole("region", { name: "Quick order" });
    await expect
      .element(region.getByRole("heading", { name: "Quick order", level: 3 }))
      .toBeVisible();
    await expect.element(region.getByText("Add parts by article number.")).toBeVisible();
    await expect.element(region.getByText("Content")).toBeVisible();
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});
