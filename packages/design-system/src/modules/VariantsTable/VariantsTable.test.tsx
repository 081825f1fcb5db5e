import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { VariantsTable } from "./VariantsTable";
import { variantRows } from "./VariantsTable.stories";

describe("VariantsTable", () => {
  it("lists variants with their values and a compare toggle each", async () => {
    const onChange = vi.fn();
    const screen = await renderThemed(
      <VariantsTable
        caption="Variants"
        nameHeader="Variant"
        columns={["Cross section (mm²)", "Crimp force (kN)", "Weight (kg)"]}
        variants={variantRows}
        missingText="–"
        compare={{
          header: "Compare",
          label: (name) => `Add ${name} to compare`,
          selectedIds: ["v2"],
          onChange,
        }}
      />,
    );
    await expect.element(screen.getByRole("table", { name: "Variants" })).toBeVisible();
    await expect.element(screen.getByRole("rowheader", { name: "Alpha 550 S" })).toBeVisible();
    await expect
      .element(screen.getByRole("button", { name: "Add Alpha 550 – 10 mm² to compare" }))
      .toHaveAttribute("aria-pressed", "true");
    await screen.getByRole("button", { name: "Add Alpha 550 S to compare" }).click();
    expect(onChange).toHaveBeenCalledWith("v3", true);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
