import { CHECKBOX_REQUIRED_MESSAGE } from "@wire/domain";
import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { Checkbox } from "./Checkbox";

describe("Checkbox", () => {
  it("toggles with Space and shows a focus ring on its box", async () => {
    const onChange = vi.fn();
    const screen = await renderThemed(<Checkbox onChange={onChange}>Newsletter</Checkbox>);
    await userEvent.keyboard("{Tab}");
    await userEvent.keyboard(" ");
    expect(onChange).toHaveBeenCalledWith(true);
    await expect.element(screen.getByRole("checkbox", { name: "Newsletter" })).toBeChecked();
    const box = screen.container.querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(getComputedStyle(box).outlineStyle).toBe("solid");
  });

  it("describes itself with the required message and passes axe", async () => {
    const screen = await renderThemed(
      <Checkbox isRequired errorMessage={CHECKBOX_REQUIRED_MESSAGE}>
        I accept the terms
      </Checkbox>,
    );
    const checkbox = screen.getByRole("checkbox");
    await expect.element(checkbox).toHaveAccessibleDescription(CHECKBOX_REQUIRED_MESSAGE);
    await expect.element(checkbox).toHaveAttribute("aria-required", "true");
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});
