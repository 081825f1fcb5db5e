import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { sampleImage } from "../../test/sampleImage";
import { withSampleImages } from "../../test/withSampleImages";
import { Button } from "../Button/Button";
import type { CompareBasketGroup } from "./CompareBasket";
import { CompareBasketPanel, type CompareBasketPanelProps } from "./CompareBasketPanel";

export const compareBasketLabels = {
  title: "Compare products",
  close: "Close",
  variant: "Variant",
  remove: (name: string) => `Remove ${name}`,
  removeAllOfProduct: (name: string) => `Remove all ${name}`,
  removeClassification: (name: string) => `Remove ${name} from the comparison`,
  compare: "Compare",
  count: (count: number) => (count === 1 ? "1 product" : `${count} products`),
  emptyTitle: "Nothing to compare yet",
  emptyText: "Add products with “Add to compare” on product cards and pages.",
};

const alphaVariants = [
  { id: "a-1", label: "Alpha 550 – 6 mm²" },
  { id: "a-2", label: "Alpha 550 – 10 mm²" },
];

export const compareBasketGroups: CompareBasketGroup[] = [
  {
    slug: "crimping",
    name: "Crimping",
    items: [
      {
        key: "k1",
        slug: "alpha-550",
        name: "Alpha 550",
        image: { src: sampleImage("A", 200, 112, 84), alt: "" },
        variants: alphaVariants,
        variantId: "a-1",
      },
      {
        key: "k2",
        slug: "alpha-550",
        name: "Alpha 550",
        image: { src: sampleImage("A", 200, 112, 84), alt: "" },
        variants: alphaVariants,
        variantId: "a-2",
      },
      {
        key: "k3",
        slug: "gamma-263",
        name: "Gamma 263",
        variants: [{ id: "g-1", label: "Gamma 263 – standard" }],
        variantId: "g-1",
      },
    ],
  },
  {
    slug: "testing",
    name: "Testing",
    items: [{ key: "k4", slug: "cirris-ch2", name: "Cirris CH2", variants: [], variantId: null }],
  },
];

function PanelDemo(props: CompareBasketPanelProps) {
  const [open, setOpen] = useState(true);
  return (
    <div style={{ minHeight: 720 }}>
      <Button onPress={() => setOpen(true)}>Compare</Button>
      <CompareBasketPanel {...props} open={open} onOpenChange={setOpen} />
    </div>
  );
}

const meta = {
  title: "Components/CompareBasketPanel",
  component: CompareBasketPanel,
  excludeStories: ["compareBasketLabels", "compareBasketGroups"],
  decorators: [withSampleImages],
  args: {
    open: true,
    onOpenChange: fn(),
    labels: compareBasketLabels,
    groups: compareBasketGroups,
    onVariantChange: fn(),
    onRemove: fn(),
    onRemoveSlug: fn(),
    onRemoveClassification: fn(),
    onCompare: fn(),
  },
  render: (args) => <PanelDemo {...args} />,
} satisfies Meta<typeof CompareBasketPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GroupedByClassification: Story = {};
export const OneGroup: Story = { args: { groups: compareBasketGroups.slice(0, 1) } };
export const Empty: Story = { args: { groups: [] } };
