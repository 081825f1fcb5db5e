import type { Meta, StoryObj } from "@storybook/react-vite";
import { Link } from "../../components/Link/Link";
import { StatusBadge, type StatusTone } from "../../components/StatusBadge/StatusBadge";
import { DataTable, type DataTableColumn } from "./DataTable";

interface Machine {
  id: string;
  name: string;
  serial: string;
  year: number;
  status: string;
}

const rows: Machine[] = [
  { id: "1", name: "Press brake 3100", serial: "PB-3100-0042", year: 2019, status: "Active" },
  { id: "2", name: "Laser 6000", serial: "LS-6000-0007", year: 2022, status: "Active" },
  { id: "3", name: "Panel bender 2000", serial: "PN-2000-0113", year: 2015, status: "Retired" },
];

const columns: DataTableColumn<Machine>[] = [
  { id: "name", header: "Machine", value: (row) => row.name, sortable: true },
  { id: "serial", header: "Serial number", value: (row) => row.serial, nowrap: true },
  { id: "year", header: "Year", value: (row) => row.year, sortable: true, align: "end" },
  {
    id: "status",
    header: "Status",
    value: (row) => row.status,
    render: (row) => (
      <StatusBadge label={row.status} tone={row.status === "Active" ? "positive" : "neutral"} />
    ),
  },
];

/** A list as the portal shows it: a ticket list with priorities, card places and server sorting. */
interface Ticket {
  id: string;
  subject: string;
  status: { label: string; tone: StatusTone };
  type: string;
  machine: string;
  location: string;
  replies: string;
  created: string;
  updated: string;
}

const subjects = [
  "Twisting pairs for CAN bus",
  "Inspection after relocation",
  "Annual maintenance due",
  "Crimp height drifts after the applicator change on the second shift",
  "Software update fails at 80 %",
];
const statuses: Ticket["status"][] = [
  { label: "Waiting for you", tone: "caution" },
  { label: "New", tone: "info" },
  { label: "In progress", tone: "info" },
  { label: "Closed", tone: "neutral" },
];
const tickets: Ticket[] = Array.from({ length: 24 }, (_, index) => ({
  id: `T-2026-${String(9997 - index * 3).padStart(6, "0")}`,
  subject: subjects[index % subjects.length] ?? "",
  status: statuses[index % statuses.length] ?? { label: "New", tone: "info" },
  type: index % 2 ? "Maintenance" : "Application support",
  machine: index % 3 ? "Cell 2 Kappa (Kappa 330)" : "Bench 2 Twist (Twist 20)",
  location: index % 2 ? "Plant Linz" : "Plant Timișoara",
  replies: `${index % 4} replies`,
  created: `Nov ${String(19 - (index % 18)).padStart(2, "0")}, 2026, 1:43 PM`,
  updated: `Nov ${String(20 - (index % 18)).padStart(2, "0")}, 2026, 2:17 AM`,
}));

const ticketColumns: DataTableColumn<Ticket>[] = [
  {
    id: "id",
    header: "Ticket ID",
    value: (row) => row.id,
    render: (row) => <Link href={`#${row.id}`}>{row.id}</Link>,
    nowrap: true,
    card: "id",
  },
  { id: "subject", header: "Subject", value: (row) => row.subject, card: "title" },
  {
    id: "status",
    header: "Status",
    value: (row) => row.status.label,
    render: (row) => <StatusBadge label={row.status.label} tone={row.status.tone} />,
    nowrap: true,
    card: "status",
    sortLink: { href: "?sort=STATUS" },
  },
  { id: "type", header: "Type", value: (row) => row.type, priority: "low" },
  { id: "machine", header: "Machine", value: (row) => row.machine, priority: "medium" },
  { id: "location", header: "Location", value: (row) => row.location, priority: "low" },
  { id: "replies", header: "History", value: (row) => row.replies, priority: "low", nowrap: true },
  {
    id: "created",
    header: "Created on",
    value: (row) => row.created,
    nowrap: true,
    priority: "medium",
    sortLink: { href: "?sort=CREATED_ASC", direction: "descending" },
  },
  {
    id: "updated",
    header: "Last update",
    value: (row) => row.updated,
    nowrap: true,
    card: "date",
    sortLink: { href: "?sort=UPDATED_DESC" },
  },
];

const meta = {
  title: "Modules/DataTable",
  component: DataTable<Machine>,
  args: {
    caption: "Your machines",
    columns,
    rows,
    filterLabel: "Filter machines",
    emptyText: "No machines match.",
  },
} satisfies Meta<typeof DataTable<Machine>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SortedByYear: Story = {
  args: { initialSort: { columnId: "year", direction: "descending" } },
};
export const Empty: Story = { args: { rows: [] } };

const ticketArgs = {
  caption: "Service tickets, page 1 of 260",
  captionHidden: true,
  columns: ticketColumns,
  rows: tickets.slice(0, 6),
  filterLabel: undefined,
  emptyText: "No tickets match.",
} as unknown as Story["args"];

/**
 * A wide list as the portal shows it on a 1440 px screen (a table of 56–72rem): identifiers and
 * dates on one line, the headers of the server-sorted columns are links (aria-sort on the one it
 * is sorted by), the caption is hidden because the page's heading says the same. The low-priority
 * columns (type, location, history) show from 72rem.
 */
export const WideList: Story = {
  args: ticketArgs,
  decorators: [(Story) => <div style={{ width: 940 }}>{Story()}</div>],
};

/** The same list under 56rem (a tablet, or a narrow window): the medium columns drop too. */
export const Narrow: Story = {
  args: ticketArgs,
  decorators: [(Story) => <div style={{ width: 820 }}>{Story()}</div>],
};

/**
 * The same list on a phone (40rem or narrower): each row is a card with its ID and status, its
 * subject and its last update; nothing scrolls sideways.
 */
export const Cards: Story = {
  args: ticketArgs,
  decorators: [(Story) => <div style={{ width: 358 }}>{Story()}</div>],
};

/** A long list: the table scrolls in its own box, its header stays in view. */
export const LongListStickyHeader: Story = {
  args: { ...ticketArgs, rows: tickets, stickyHeader: true } as unknown as Story["args"],
  decorators: [(Story) => <div style={{ width: 940 }}>{Story()}</div>],
};
