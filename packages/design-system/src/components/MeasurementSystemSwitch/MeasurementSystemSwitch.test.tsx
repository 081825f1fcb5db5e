import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { MeasurementSystemSwitch } from "./MeasurementSystemSwitch";
import { measurementLabels } from "./MeasurementSystemSwitch.stories";

describe("MeasurementSystemSwitch", () => {
  it("is a named radio group that reports the chosen system", async () => {
    const onChange = vi.fn();
    const screen = await renderThemed(
      <MeasurementSystemSwitch value="Metric" onChange={onChange} labels={measurementLabels} />,
    );
    await expect.element(screen.getByRole("radiogroup", { name: "Units" })).toBeVisible();
    await expect.element(screen.getByRole("radio", { name: "Metric" })).toBeChecked();
    expect(await axeViolations(document.body)).toEqual([]);
    await screen.getByText("Imperial").click();
    expect(onChange).toHaveBeenCalledWith("Imperial");
  });

  it("moves with the arrow keys", async () => {
    const onChange = vi.fn();
    await renderThemed(
      <MeasurementSystemSwitch value="Metric" onChange={onChange} labels={measurementLabels} />,
    );
    await userEvent.keyboard("{Tab}");
    await userEvent.keyboard("{ArrowRight}");
    expect(onChange).toHaveBeenCalledWith("Imperial");
  });
});
