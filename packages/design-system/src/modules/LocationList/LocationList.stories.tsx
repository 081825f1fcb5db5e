import type { Meta, StoryObj } from "@storybook/react-vite";
import { FilterBar } from "../../components/FilterBar/FilterBar";
import { Link } from "../../components/Link/Link";
import { NativeSelect } from "../../components/NativeSelect/NativeSelect";
import { SearchInput } from "../../components/SearchInput/SearchInput";
import { LocationList, type LocationListItem } from "./LocationList";

const expert = <Link href="/en/contact">Talk to an Expert</Link>;

const items: LocationListItem[] = [
  {
    id: "dierikon",
    name: "WIRE Group AG (headquarters)",
    address: ["Industriestrasse 1", "6036 Dierikon"],
    country: "Switzerland",
    phone: "+41 41 555 01 00",
    email: "info@wire-group.example",
    services: ["Sales", "Service", "Spare parts", "Training"],
    action: expert,
  },
  {
    id: "stuttgart",
    name: "WIRE Deutschland GmbH",
    address: ["Motorstrasse 12", "70499 Stuttgart"],
    country: "Germany",
    phone: "+49 711 555 30 00",
    email: "info.de@wire-group.example",
    services: ["Sales", "Service", "Training"],
    action: expert,
  },
  {
    id: "queretaro",
    name: "WIRE México S.A. de C.V.",
    address: ["Av. de la Luz 24, Parque Industrial Benito Juárez", "76120 Querétaro"],
    country: "Mexico",
    phone: "+52 442 555 3100",
    email: "info.mx@wire-group.example",
    services: ["Service", "Spare parts"],
    action: expert,
  },
];

const filters = (
  <FilterBar label="Filter locations" submitLabel="Filter" resetHref="#" resetLabel="Reset filters">
    <SearchInput name="q" label="Search for a location" />
    <NativeSelect
      name="country"
      label="Country"
      items={[
        { id: "all", label: "All countries" },
        { id: "DE", label: "Germany" },
        { id: "MX", label: "Mexico" },
        { id: "CH", label: "Switzerland" },
      ]}
    />
    <NativeSelect
      name="service"
      label="Service"
      items={[
        { id: "all", label: "All services" },
        { id: "sales", label: "Sales" },
        { id: "service", label: "Service" },
      ]}
    />
  </FilterBar>
);

const meta = {
  title: "Modules/LocationList",
  component: LocationList,
  args: {
    title: "Sales and service worldwide",
    items,
    summary: "3 locations",
    servicesLabel: "Services offered",
    emptyText: "No locations found for this selection.",
    filters,
  },
} satisfies Meta<typeof LocationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoMatch: Story = { args: { items: [], summary: "0 locations" } };
