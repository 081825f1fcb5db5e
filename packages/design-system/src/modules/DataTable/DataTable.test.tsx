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

interface Ticket {
  id: string;
  reference: string;
  subject: string;
  status: string;
  machine: string;
  location: string;
  updated: string;
}
const tickets: Ticket[] = [
  {
    id: "T-2026-009997",
    reference: "PO-4711",
    subject: "Twisting pairs for CAN bus, a subject long enough to wrap on a phone",
    status: "Under warranty (Dec 26, 2027)",
    machine: "Bench 2 Twist (Twist 20)",
    location: "Plant Linz",
    updated: "Nov 20, 2026, 2:17 AM",
  },
  {
    id: "T-2026-009994",
    reference: "",
    subject: "Inspection after relocation",
    status: "New",
    machine: "Cell 2 Kappa (Kappa 330)",
    location: "Plant Timișoara",
    updated: "Nov 18, 2026, 11:09 PM",
  },
];
const ticketColumns = [
  { id: "id", header: "Ticket ID", value: (row: Ticket) => row.id, nowrap: true, card: "id" },
  { id: "subject", header: "Subject", value: (row: Ticket) => row.subject, card: "title" },
  {
    id: "status",
    header: "Status",
    value: (row: Ticket) => row.status,
    card: "status",
    // Dropped from narrow tables, yet on the card: its place wins over its priority.
    priority: "low",
    sortLink: { href: "?sort=STATUS" },
  },
  { id: "machine", header: "Machine", value: (row: Ticket) => row.machine, priority: "medium" },
  { id: "reference", header: "Reference", value: (row: Ticket) => row.reference, card: "detail" },
  { id: "location", header: "Location", value: (row: Ticket) => row.location, priority: "low" },
  {
    id: "updated",
    header: "Last update",
    value: (row: Ticket) => row.updated,
    nowrap: true,
    card: "date",
    sortLink: { href: "?sort=UPDATED_DESC", direction: "descending" },
  },
] as const;

const ticketTable = (width: number) =>
  renderThemed(
    <div style={{ width }}>
      <DataTable
        caption="Service tickets, page 1 of 1"
        captionHidden
        columns={ticketColumns}
        rows={tickets}
        emptyText="None"
      />
    </div>,
  );

describe("DataTable as a responsive list", () => {
  it("keeps identifiers and dates on one line and fits a wide container", async () => {
    const screen = await ticketTable(1200);
    const table = screen.getByRole("table", { name: "Service tickets, page 1 of 1" });
    await expect.element(screen.getByRole("columnheader", { name: "Location" })).toBeVisible();
    // One line box each: the text's range has a single rectangle.
    for (const text of ["T-2026-009997", "Nov 18, 2026, 11:09 PM"]) {
      const range = document.createRange();
      range.selectNodeContents(screen.getByRole("cell", { name: text }).element());
      expect(range.getClientRects().length, text).toBe(1);
    }
    expect(table.element().getBoundingClientRect().width).toBeLessThanOrEqual(1200);
    // The caption names the table but is not shown (the page's heading says it).
    expect(
      screen.getByText("Service tickets, page 1 of 1").element().getBoundingClientRect().width,
    ).toBe(1);
  });

  it("drops low, then medium priority columns as the table narrows", async () => {
    const screen = await ticketTable(800);
    await expect
      .element(screen.getByRole("columnheader", { name: "Location" }))
      .not.toBeInTheDocument();
    await expect
      .element(screen.getByRole("columnheader", { name: "Machine" }))
      .not.toBeInTheDocument();
    await expect.element(screen.getByRole("columnheader", { name: "Subject" })).toBeVisible();
  });

  it("links server-sorted headers and says which one sorts the list", async () => {
    const screen = await ticketTable(1200);
    await expect
      .element(screen.getByRole("columnheader", { name: "Last update" }))
      .toHaveAttribute("aria-sort", "descending");
    await expect
      .element(screen.getByRole("columnheader", { name: "Status" }))
      .toHaveAttribute("aria-sort", "none");
    await expect
      .element(screen.getByRole("link", { name: "Status" }))
      .toHaveAttribute("href", "?sort=STATUS");
  });

  it("turns rows into cards with ID, title, status and date on a phone, without sideways scrolling", async () => {
    const screen = await ticketTable(358);
    const scroller = screen.container.querySelector("section") as HTMLElement;
    expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    for (const ticket of tickets) {
      await expect.element(screen.getByText(ticket.id)).toBeVisible();
      await expect.element(screen.getByText(ticket.status, { exact: true })).toBeVisible();
      await expect.element(screen.getByText(ticket.subject)).toBeVisible();
      await expect.element(screen.getByText(ticket.updated)).toBeVisible();
      await expect.element(screen.getByText(ticket.machine)).not.toBeVisible();
    }
    await expect.element(screen.getByText("Last update:").first()).toBeVisible();
    // A detail with a value shows after its header's words; an empty one is left off the card.
    await expect.element(screen.getByText("PO-4711")).toBeVisible();
    await expect.element(screen.getByText("Reference:").nth(0)).toBeVisible();
    await expect.element(screen.getByText("Reference:").nth(1)).not.toBeVisible();
    // The ID is never cut, even beside a long status.
    for (const ticket of tickets) {
      const id = screen.getByText(ticket.id).element() as HTMLElement;
      expect(id.scrollWidth, ticket.id).toBeLessThanOrEqual(id.clientWidth);
    }
    // ID and status share the card's first line.
    const id = screen.getByText("T-2026-009994").element().getBoundingClientRect();
    const status = screen.getByText("New", { exact: true }).element().getBoundingClientRect();
    expect(Math.abs(id.top - status.top)).toBeLessThan(12);
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});
