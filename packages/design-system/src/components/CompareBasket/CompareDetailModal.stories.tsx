import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { sampleImage } from "../../test/sampleImage";
import { withSampleImages } from "../../test/withSampleImages";
import { Button } from "../Button/Button";
import { CompareDetailModal, type CompareDetailModalProps } from "./CompareDetailModal";

export const compareDetailLabels = {
  title: "Compare crimping machines",
  close: "Close",
  tableCaption: "Specifications",
  missing: "–",
  hideIdentical: "Hide identical specifications",
  noRows: "All specifications are identical",
  candidatesTitle: "Add products to the comparison",
  add: (name: string) => `Add ${name} to the comparison`,
};

const allRows = [
  { name: "Cross section", unit: "mm²", values: ["0.13–6", "0.22–10", "0.13–6"] },
  { name: "Crimp force", unit: "kN", values: ["22", "30", "22"] },
  { name: "Voltage", unit: "V", values: ["400", "400", "400"] },
  { name: "Weight", unit: "kg", values: ["620", null, "590"] },
];

export const compareDetailCandidates = [
  {
    id: "gamma-263",
    name: "Gamma 263",
    brand: "Adaptronic",
    variantCountText: "1 variant",
    image: { src: sampleImage("G", 30, 112, 84), alt: "" },
  },
  { id: "kappa-330", name: "Kappa 330", brand: "Wire AG", variantCountText: "2 variants" },
];

function ModalDemo(props: CompareDetailModalProps) {
  const [open, setOpen] = useState(true);
  const [hide, setHide] = useState(props.hideIdentical);
  const rows = hide ? props.rows.filter((row) => new Set(row.values).size > 1) : props.rows;
  return (
    <div style={{ minHeight: 760 }}>
      <Button onPress={() => setOpen(true)}>Compare</Button>
      <CompareDetailModal
        {...props}
        rows={rows}
        hideIdentical={hide}
        onHideIdenticalChange={setHide}
        open={open}
        onOpenChange={setOpen}
      />
    </div>
  );
}

const meta = {
  title: "Components/CompareDetailModal",
  component: CompareDetailModal,
  excludeStories: ["compareDetailLabels", "compareDetailCandidates"],
  decorators: [withSampleImages],
  args: {
    open: true,
    onOpenChange: fn(),
    labels: compareDetailLabels,
    products: ["Alpha 550 – 6 mm²", "Alpha 550 – 10 mm²", "Alpha 560"],
    rows: allRows,
    hideIdentical: false,
    onHideIdenticalChange: fn(),
    candidates: compareDetailCandidates,
    onAddCandidate: fn(),
  },
  render: (args) => <ModalDemo {...args} />,
} satisfies Meta<typeof CompareDetailModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllSpecifications: Story = {};
export const IdenticalHidden: Story = { args: { hideIdentical: true } };
export const NoCandidates: Story = { args: { candidates: [] } };
export const AllIdentical: Story = {
  args: { hideIdentical: true, rows: allRows.filter((row) => row.name === "Voltage") },
};
