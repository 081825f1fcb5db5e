import type { Meta, StoryObj } from "@storybook/react-vite";
import { StatusBadge } from "../../components/StatusBadge/StatusBadge";
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
  { id: "serial", header: "Serial number", value: (row) => row.serial },
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
