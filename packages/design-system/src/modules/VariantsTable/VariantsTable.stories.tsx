import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { VariantsTable, type VariantsTableProps } from "./VariantsTable";

export const variantRows = [
  { id: "v1", name: "Alpha 550 – 6 mm²", values: ["0.13–6", "22", "620"] },
  { id: "v2", name: "Alpha 550 – 10 mm²", values: ["0.22–10", "30", null] },
  { id: "v3", name: "Alpha 550 S", values: ["0.13–6", "22", "590"] },
];

function CompareDemo(props: VariantsTableProps) {
  const [selected, setSelected] = useState<string[]>(["v2"]);
  return (
    <VariantsTable
      {...props}
      compare={{
        header: "Compare",
        label: (name) => `Add ${name} to compare`,
        selectedIds: selected,
        onChange: (id, on) =>
          setSelected((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id))),
      }}
    />
  );
}

const meta = {
  title: "Modules/VariantsTable",
  component: VariantsTable,
  excludeStories: /Rows$/,
  args: {
    caption: "Variants",
    nameHeader: "Variant",
    columns: ["Cross section (mm²)", "Crimp force (kN)", "Weight (kg)"],
    variants: variantRows,
    missingText: "–",
  },
} satisfies Meta<typeof VariantsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithCompareToggles: Story = { render: (args) => <CompareDemo {...args} /> };
/** 40rem or less of room (a phone): each variant is a card, its compare toggle across it. */
export const NarrowScreen: Story = {
  render: (args) => <CompareDemo {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};
