import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { QuantityStepper } from "./QuantityStepper";

describe("QuantityStepper", () => {
  it("steps with the buttons and arrow keys and stops at the minimum", async () => {
    const onChange = vi.fn();
    const screen = await renderThemed(
      <QuantityStepper
        label="Quantity"
        defaultValue={1}
        decrementLabel="Fewer"
        incrementLabel="More"
        onChange={onChange}
      />,
    );
    await screen.getByRole("button", { name: "More" }).click();
    expect(onChange).toHaveBeenLastCalledWith(2);
    await screen.getByRole("textbox", { name: "Quantity" }).click();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    expect(onChange).toHaveBeenLastCalledWith(1);
    await expect.element(screen.getByRole("button", { name: "Fewer" })).toBeDisabled();
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});
