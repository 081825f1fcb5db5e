import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { Select } from "../Select/Select";
import { ErrorSummary } from "./ErrorSummary";

describe("ErrorSummary", () => {
  it("takes focus, lists errors and moves focus to a field", async () => {
    const screen = await renderThemed(
      <>
        <ErrorSummary
          title="Please correct:"
          errors={[{ fieldId: "mail", message: "E-mail is invalid" }]}
        />
        <label>
          E-mail <input id="mail" />
        </label>
      </>,
    );
    await expect.element(screen.getByRole("alert")).toHaveFocus();
    await screen.getByRole("link", { name: "E-mail is invalid" }).click();
    await expect.element(screen.getByRole("textbox", { name: "E-mail" })).toHaveFocus();
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("moves focus to the trigger of a select named by its field's id (issue 42)", async () => {
    const screen = await renderThemed(
      <>
        <ErrorSummary
          title="Please correct:"
          errors={[{ fieldId: "units", message: "Please select a unit." }]}
        />
        <Select
          id="units"
          label="Units"
          items={[{ id: "metric", label: "Metric" }]}
          errorMessage="Please select a unit."
        />
      </>,
    );
    await screen.getByRole("link", { name: "Please select a unit." }).click();
    await expect.element(screen.getByRole("button", { name: /Units/ })).toHaveFocus();
  });

  it("renders nothing without errors", async () => {
    const screen = await renderThemed(<ErrorSummary title="Please correct:" errors={[]} />);
    expect(screen.container.querySelector('[role="alert"]')).toBeNull();
  });
});
