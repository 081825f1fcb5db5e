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

  it("in 40rem or less, shows each variant as a card with its toggle across it, still a table", async () => {
    const screen = await renderThemed(
      <div style={{ width: 320 }}>
        <VariantsTable
          caption="Variants"
          nameHeader="Variant"
          columns={["Cross section (mm²)", "Crimp force (kN)", "Weight (kg)"]}
          variants={variantRows}
          missingText="–"
          compare={{
            header: "Compare",
            label: (name) => `Add ${name} to compare`,
            selectedIds: [],
            onChange: vi.fn(),
          }}
        />
      </div>,
    );
    const row = screen.getByRole("row", { name: /Alpha 550 S/ }).element();
    const toggle = screen.getByRole("button", { name: "Add Alpha 550 S to compare" }).element();
    // The toggle spans its card, on one line or a few whole ones, and nothing scrolls sideways.
    expect(Math.round(toggle.getBoundingClientRect().width)).toBeGreaterThan(
      row.getBoundingClientRect().width - 40,
    );
    const scroller = screen.getByRole("region", { name: "Variants" }).element();
    expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    // Each value is shown with its column's header; the cell is still named by that header.
    expect(row.textContent).toContain("Crimp force (kN)");
    await expect.element(screen.getByRole("cell", { name: "590" })).toBeVisible();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
