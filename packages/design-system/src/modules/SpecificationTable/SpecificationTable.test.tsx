import { MEASUREMENT_SYSTEMS } from "@wire/domain";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { type MeasurementSystemName, SpecificationTable } from "./SpecificationTable";

function Demo() {
  const [system, setSystem] = useState<MeasurementSystemName>("Metric");
  return (
    <SpecificationTable
      title="Technical data"
      rows={[{ id: "l", label: "Length", metric: "3 100 mm", imperial: "122 in" }]}
      system={system}
      onSystemChange={setSystem}
    />
  );
}

describe("SpecificationTable", () => {
  it("knows the domain's measurement systems", () => {
    const systems: readonly MeasurementSystemName[] = MEASUREMENT_SYSTEMS;
    expect(systems).toEqual(["Metric", "Imperial"]);
  });

  it("switches between metric and imperial values", async () => {
    const screen = await renderThemed(<Demo />);
    await expect.element(screen.getByRole("cell")).toHaveTextContent("3 100 mm");
    await screen.getByText("Imperial units").click();
    await expect.element(screen.getByRole("cell")).toHaveTextContent("122 in");
    await expect.element(screen.getByRole("rowheader", { name: "Length" })).toBeVisible();
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});
