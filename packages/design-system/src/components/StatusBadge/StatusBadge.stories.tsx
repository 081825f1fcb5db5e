import type { Meta, StoryObj } from "@storybook/react-vite";
import { availabilityTone, dashboardStatusTone, StatusBadge } from "./StatusBadge";

const meta = {
  title: "Components/StatusBadge",
  component: StatusBadge,
  args: { label: "Active", tone: "positive" },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const row = { display: "flex", flexWrap: "wrap", gap: 8 } as const;

export const Availability: Story = {
  render: () => (
    <div style={row}>
      <StatusBadge label="High availability" tone={availabilityTone.high} />
      <StatusBadge label="Medium availability" tone={availabilityTone.medium} />
      <StatusBadge label="Low availability" tone={availabilityTone.low} />
      <StatusBadge label="Out of stock" tone={availabilityTone.outOfStock} />
    </div>
  ),
};

export const DashboardStatuses: Story = {
  render: () => (
    <div style={row}>
      {Object.entries(dashboardStatusTone).map(([status, tone]) => (
        <StatusBadge key={status} label={status} tone={tone} />
      ))}
    </div>
  ),
};

export const TicketStatuses: Story = {
  render: () => (
    <div style={row}>
      <StatusBadge label="Open" tone="info" />
      <StatusBadge label="In progress" tone="caution" />
      <StatusBadge label="Closed" tone="neutral" />
    </div>
  ),
};
