import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { hydrateAfterEarlyTyping } from "../../test/hydrate";
import { renderThemed } from "../../test/render";
import { TextField } from "./TextField";

describe("TextField", () => {
  it("keeps what was typed into the server's HTML before hydration", async () => {
    const inputs = await hydrateAfterEarlyTyping(
      <form>
        <TextField label="E-mail" name="email" />
        <TextField label="First name" name="firstName" defaultValue="Clara" />
      </form>,
      ([email, firstName]) => {
        // A visitor on a slow connection types while the page's script loads.
        email!.value = "ada@example.com";
        firstName!.value = "Ada";
      },
    );
    const [email, firstName] = inputs;
    expect(email!.value).toBe("ada@example.com");
    expect(firstName!.value).toBe("Ada");
    // And goes on typing: the field's own state has the early text.
    await userEvent.type(email!, ".ch");
    expect(email!.value).toBe("ada@example.com.ch");
  });

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
