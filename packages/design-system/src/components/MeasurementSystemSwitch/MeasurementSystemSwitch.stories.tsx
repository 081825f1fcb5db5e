import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { SpecificationTable } from "../../modules/SpecificationTable/SpecificationTable";
import {
  type MeasurementSystemOption,
  MeasurementSystemSwitch,
  type MeasurementSystemSwitchProps,
} from "./MeasurementSystemSwitch";

export const measurementLabels = { label: "Units", metric: "Metric", imperial: "Imperial" };

function Demo(props: MeasurementSystemSwitchProps) {
  const [value, setValue] = useState(props.value);
  return <MeasurementSystemSwitch {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: "Inputs/MeasurementSystemSwitch",
  component: MeasurementSystemSwitch,
  excludeStories: /Labels$/,
  args: { value: "Metric", onChange: fn(), labels: measurementLabels },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof MeasurementSystemSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Metric: Story = {};
export const Imperial: Story = { args: { value: "Imperial" } };
export const WithVisibleLabel: Story = { args: { showLabel: true } };

const rows = [
  { id: "l", label: "Wire length", metric: "40–65 000 mm", imperial: "1.6–2 559 in" },
  { id: "c", label: "Cross section", metric: "0.13–6 mm²", imperial: "26–10 AWG" },
];

function WithTable() {
  const [system, setSystem] = useState<MeasurementSystemOption>("Metric");
  return (
    <SpecificationTable
      title="Technical data"
      rows={rows}
      system={system}
      toolbar={
        <MeasurementSystemSwitch value={system} onChange={setSystem} labels={measurementLabels} />
      }
    />
  );
}

/** Beside the specification table, switching its values. */
export const BySpecificationTable: Story = { render: () => <WithTable /> };
