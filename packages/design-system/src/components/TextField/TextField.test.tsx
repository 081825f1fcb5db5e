import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { TextField } from "./TextField";

describe("TextField", () => {
  it("links label, description and error to the input", async () => {
    const screen = await renderThemed(
      <TextField
        id="email"
        label="E-mail"
        isRequired
        description="We reply within 24 hours."
        errorMessage="Please enter a valid value."
      />,
    );
    const input = screen.getByRole("textbox", { name: /E-mail/ });
    await expect.element(input).toHaveAttribute("id", "email");
    await expect.element(input).toHaveAttribute("aria-required", "true");
    await expect.element(input).toHaveAttribute("aria-invalid", "true");
    await expect
      .element(input)
      .toHaveAccessibleDescription(/We reply within 24 hours\..*Please enter a valid value\./);
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("takes keyboard input and shows a focus ring", async () => {
    const screen = await renderThemed(<TextField label="Company" />);
    await userEvent.keyboard("{Tab}");
    const input = screen.getByRole("textbox");
    await expect.element(input).toHaveFocus();
    expect(getComputedStyle(input.element()).outlineStyle).toBe("solid");
    await userEvent.keyboard("WIRE");
    await expect.element(input).toHaveValue("WIRE");
  });
});
