import type { Meta, StoryObj } from "@storybook/react-vite";
import { Select } from "../Select/Select";
import { TextField } from "../TextField/TextField";
import { FilterBar } from "./FilterBar";

const meta = {
  title: "Components/FilterBar",
  component: FilterBar,
  args: {
    label: "Filter tickets",
    submitLabel: "Apply",
    resetHref: "?",
    resetLabel: "Reset filters",
    children: [
      <TextField key="q" name="q" type="search" label="ID, subject or serial number" />,
      <Select
        key="status"
        name="status"
        label="Status"
        defaultSelectedKey="all"
        items={[
          { id: "all", label: "All" },
          { id: "open", label: "Open tickets" },
          { id: "CLOSED", label: "Closed" },
        ]}
      />,
    ],
  },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tickets: Story = {};
