import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { FormField } from "./FormField";

describe("FormField", () => {
  it("connects label, description and error to a custom control", async () => {
    const screen = await renderThemed(
      <FormField
        label="Serial"
        description="On the type plate"
        isRequired
        errorMessage="Please enter a valid value."
      >
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: /Serial/ });
    await expect.element(input).toHaveAttribute("aria-invalid", "true");
    await expect.element(input).toHaveAttribute("aria-required", "true");
    await expect
      .element(input)
      .toHaveAccessibleDescription("On the type plate Please enter a valid value.");
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});
