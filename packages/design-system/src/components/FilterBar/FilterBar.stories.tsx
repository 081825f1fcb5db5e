import type { Meta, StoryObj } from "@storybook/react-vite";
import { NativeSelect } from "../NativeSelect/NativeSelect";
import { SearchInput } from "../SearchInput/SearchInput";
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
      <SearchInput key="q" name="q" label="ID, subject or serial number" />,
      <NativeSelect
        key="status"
        name="status"
        label="Status"
        defaultValue="all"
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
