import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { ComboBox } from "./ComboBox";

const countries = [
  { id: "AT", label: "Austria" },
  { id: "DE", label: "Germany" },
  { id: "FR", label: "France" },
];

describe("ComboBox", () => {
  it("filters the options as the user types and selects one", async () => {
    const onSelectionChange = vi.fn();
    const screen = await renderThemed(
      <ComboBox
        label="Country"
        items={countries}
        openButtonLabel="Show suggestions"
        onSelectionChange={onSelectionChange}
      />,
    );
    const input = screen.getByRole("combobox", { name: "Country" });
    await input.click();
    await userEvent.keyboard("ger");
    await expect.element(input).toHaveValue("ger");
    await expect.element(screen.getByRole("option", { name: "Germany" })).toBeVisible();
    await expect.poll(() => screen.getByRole("option").elements().length).toBe(1);
    // A DOM click: Playwright's click scrolls first, and react-aria closes popovers on scroll.
    (screen.getByRole("option", { name: "Germany" }).element() as HTMLElement).click();
    await expect.poll(() => onSelectionChange.mock.calls.at(-1)?.[0]).toBe("DE");
  });

  it("shows the invalid-country message and passes axe", async () => {
    const message = "The current value is invalid, please select a country from the list";
    const screen = await renderThemed(
      <ComboBox
        label="Country"
        items={countries}
        openButtonLabel="Show suggestions"
        defaultInputValue="Atlantis"
        errorMessage={message}
      />,
    );
    await expect.element(screen.getByText(message)).toBeVisible();
    await expect.element(screen.getByRole("combobox")).toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});
