import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { DataTable } from "./DataTable";

const rows = [
  { id: "1", name: "Press brake", year: 2019 },
  { id: "2", name: "Laser", year: 2022 },
  { id: "3", name: "Bender", year: 2015 },
];
const columns = [
  {
    id: "name",
    header: "Machine",
    value: (row: (typeof rows)[number]) => row.name,
    sortable: true,
  },
  { id: "year", header: "Year", value: (row: (typeof rows)[number]) => row.year, sortable: true },
];

const names = (container: HTMLElement) =>
  [...container.querySelectorAll("tbody tr td:first-child")].map((cell) => cell.textContent);

describe("DataTable", () => {
  it("sorts by a column and says so with aria-sort", async () => {
    const screen = await renderThemed(
      <DataTable caption="Machines" columns={columns} rows={rows} emptyText="None" />,
    );
    await screen.getByRole("button", { name: "Year" }).click();
    expect(names(screen.container)).toEqual(["Bender", "Press brake", "Laser"]);
    await expect
      .element(screen.getByRole("columnheader", { name: "Year" }))
      .toHaveAttribute("aria-sort", "ascending");
    await screen.getByRole("button", { name: "Year" }).click();
    expect(names(screen.container)).toEqual(["Laser", "Press brake", "Bender"]);
  });

  it("filters rows across columns and shows the empty text", async () => {
    const screen = await renderThemed(
      <DataTable
        caption="Machines"
        columns={columns}
        rows={rows}
        filterLabel="Filter"
        emptyText="None match"
      />,
    );
    await screen.getByRole("searchbox", { name: "Filter" }).click();
    await userEvent.keyboard("2022");
    expect(names(screen.container)).toEqual(["Laser"]);
    await userEvent.keyboard("x");
    await expect.element(screen.getByText("None match")).toBeVisible();
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});
