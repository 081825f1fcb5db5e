import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { EmptyState } from "./EmptyState";

describe("EmptyState", () => {
  it("has a heading at the given level and passes axe", async () => {
    const screen = await renderThemed(
      <EmptyState title="No tickets" text="Nothing here yet." headingLevel={3} />,
    );
    await expect
      .element(screen.getByRole("heading", { level: 3, name: "No tickets" }))
      .toBeVisible();
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});
