import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { PasswordGate } from "./PasswordGate";

const texts = {
  title: "Protected",
  passwordLabel: "Password",
  submitText: "Show page",
  loadingLabel: "Checking",
};

describe("PasswordGate", () => {
  it("submits the password with Enter", async () => {
    const onSubmit = vi.fn();
    const screen = await renderThemed(<PasswordGate {...texts} onSubmit={onSubmit} />);
    await screen.getByLabelText(/Password/).click();
    await userEvent.keyboard("s3cret{Enter}");
    expect(onSubmit).toHaveBeenCalledWith("s3cret");
  });

  it("doesn't submit while checking, shows the error and passes axe", async () => {
    const onSubmit = vi.fn();
    const screen = await renderThemed(
      <PasswordGate
        {...texts}
        isLoading
        errorMessage="Something went wrong."
        onSubmit={onSubmit}
      />,
    );
    await screen.getByLabelText(/Password/).click();
    await userEvent.keyboard("x{Enter}");
    expect(onSubmit).not.toHaveBeenCalled();
    await expect.element(screen.getByText("Something went wrong.")).toBeVisible();
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});
