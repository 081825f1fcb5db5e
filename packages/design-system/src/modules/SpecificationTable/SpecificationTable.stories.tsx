import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { type MeasurementSystemName, SpecificationTable } from "./SpecificationTable";

const rows = [
  { id: "force", label: "Press force", metric: "1 000 kN", imperial: "112 US tons" },
  { id: "length", label: "Bending length", metric: "3 100 mm", imperial: "122 in" },
  { id: "stroke", label: "Stroke", metric: "265 mm", imperial: "10.4 in" },
];

const meta = {
  title: "Modules/SpecificationTable",
  component: SpecificationTable,
  args: { title: "Technical data", rows, system: "Metric" },
} satisfies Meta<typeof SpecificationTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Metric: Story = {};
export const Imperial: Story = { args: { system: "Imperial" } };
export const WithSwitch: Story = {
  render: (args) => {
    const [system, setSystem] = useState<MeasurementSystemName>("Metric");
    return <SpecificationTable {...args} system={system} onSystemChange={setSystem} />;
  },
};
