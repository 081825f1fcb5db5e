import { compareSpecifications } from "@wire/domain";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { ComparisonTable } from "./ComparisonTable";

describe("ComparisonTable", () => {
  it("renders the domain's comparison rows with headers for products and specifications", async () => {
    const rows = compareSpecifications(
      [
        { slug: "a", specifications: [{ name: "Weight", value: "10", unit: "kg" }] },
        { slug: "b", specifications: [{ name: "Weight", value: "12", unit: "kg" }] },
      ],
      { measurementSystem: "Metric" },
    );
    const screen = await renderThemed(
      <ComparisonTable caption="Compare" products={["A", "B"]} rows={rows} missingText="–" />,
    );
    await expect.element(screen.getByRole("rowheader", { name: "Weight (kg)" })).toBeVisible();
    await expect.element(screen.getByRole("columnheader", { name: "B" })).toBeVisible();
    expect(
      screen
        .getByRole("cell")
        .elements()
        .map((cell) => cell.textContent),
    ).toEqual(["", "10", "12"]);
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});
