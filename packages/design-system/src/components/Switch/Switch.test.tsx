import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { Switch } from "./Switch";

describe("Switch", () => {
  it("toggles with Space and passes axe", async () => {
    const onChange = vi.fn();
    const screen = await renderThemed(<Switch onChange={onChange}>Imperial units</Switch>);
    await userEvent.keyboard("{Tab}");
    await userEvent.keyboard(" ");
    expect(onChange).toHaveBeenCalledWith(true);
    await expect.element(screen.getByRole("switch", { name: "Imperial units" })).toBeChecked();
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});
