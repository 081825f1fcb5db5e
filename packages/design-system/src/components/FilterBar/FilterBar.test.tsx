import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { TextField } from "../TextField/TextField";
import { FilterBar } from "./FilterBar";

describe("FilterBar", () => {
  it("is a GET search form with its fields, submit and reset, and passes axe", async () => {
    const screen = await renderThemed(
      <FilterBar
        label="Filter tickets"
        submitLabel="Apply"
        resetHref="/list"
        resetLabel="Reset filters"
      >
        <TextField name="q" label="Search" defaultValue="4211" />
      </FilterBar>,
    );
    const form = screen
      .getByRole("search", { name: "Filter tickets" })
      .element() as HTMLFormElement;
    expect(form.method).toBe("get");
    expect(new FormData(form).get("q")).toBe("4211");
    await expect.element(screen.getByRole("button", { name: "Apply" })).toBeVisible();
    await expect
      .element(screen.getByRole("link", { name: "Reset filters" }))
      .toHaveAttribute("href", "/list");
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});
