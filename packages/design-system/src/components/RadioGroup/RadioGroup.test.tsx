import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { RadioGroup } from "./RadioGroup";

const options = [
  { id: "email", label: "E-mail" },
  { id: "phone", label: "Phone" },
];

describe("RadioGroup", () => {
  it("moves the selection with the arrow keys", async () => {
    const onChange = vi.fn();
    const screen = await renderThemed(
      <RadioGroup label="Contact" options={options} defaultValue="email" onChange={onChange} />,
    );
    await userEvent.keyboard("{Tab}");
    await expect.element(screen.getByRole("radio", { name: "E-mail" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(onChange).toHaveBeenCalledWith("phone");
    await expect.element(screen.getByRole("radio", { name: "Phone" })).toBeChecked();
  });

  it("is a labelled group and passes axe", async () => {
    const screen = await renderThemed(
      <RadioGroup
        label="Contact"
        options={options}
        isRequired
        errorMessage="Please enter a valid value."
      />,
    );
    await expect.element(screen.getByRole("radiogroup", { name: /Contact/ })).toBeInTheDocument();
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});
