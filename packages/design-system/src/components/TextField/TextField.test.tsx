import { act, type ReactNode, useEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { TextField } from "./TextField";

/** Renders its children again right after hydration, as forms that note they are hydrated do. */
function RendersAgain({ children }: { children: ReactNode }) {
  const [, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return <form>{children}</form>;
}

describe("TextField", () => {
  it("keeps what was typed into the server's HTML before hydration", async () => {
    const page = (
      <RendersAgain>
        <TextField label="E-mail" name="email" />
        <TextField label="First name" name="firstName" defaultValue="Clara" />
      </RendersAgain>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const [email, firstName] = [...container.querySelectorAll("input")];
    // A visitor on a slow connection types while the page's script loads.
    email!.value = "ada@example.com";
    firstName!.value = "Ada";
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    const root = await act(async () => hydrateRoot(container, page));
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    expect(email!.value).toBe("ada@example.com");
    expect(firstName!.value).toBe("Ada");
    // And goes on typing: the field's own state has the early text.
    await userEvent.type(email!, ".ch");
    expect(email!.value).toBe("ada@example.com.ch");
    root.unmount();
    container.remove();
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
