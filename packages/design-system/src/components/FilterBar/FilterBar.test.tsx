import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { NativeSelect } from "../NativeSelect/NativeSelect";
import { SearchInput } from "../SearchInput/SearchInput";
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
        <SearchInput name="q" label="Search" defaultValue="4211" />
        <NativeSelect
          name="status"
          label="Status"
          defaultValue="open"
          items={[
            { id: "all", label: "All" },
            { id: "open", label: "Open" },
          ]}
        />
      </FilterBar>,
    );
    const form = screen
      .getByRole("search", { name: "Filter tickets" })
      .element() as HTMLFormElement;
    expect(form.method).toBe("get");
    expect(new FormData(form).get("q")).toBe("4211");
    expect(new FormData(form).get("status")).toBe("open");
    await expect.element(screen.getByRole("button", { name: "Apply" })).toBeVisible();
    await expect
      .element(screen.getByRole("link", { name: "Reset filters" }))
      .toHaveAttribute("href", "/list");
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});
