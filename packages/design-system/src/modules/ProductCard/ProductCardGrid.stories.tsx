import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { EmptyState } from "../../components/EmptyState/EmptyState";
import { sampleImage } from "../../test/sampleImage";
import { withSampleImages } from "../../test/withSampleImages";
import { ProductCardGrid, type ProductCardGridProps } from "./ProductCardGrid";

export const productCardItems = [
  {
    id: "alpha-550",
    brand: "Wire AG",
    name: "Alpha 550",
    shortDescription: "Fully automatic crimping machine for up to 36 processes.",
    href: "/en/products/cutting-stripping/alpha-550",
    image: { src: sampleImage("Alpha 550", 200, 960, 720), alt: "Alpha 550" },
    specifications: [
      { label: "Cross-section", value: "0.13–6 mm²" },
      { label: "Wire length", value: "35–65 000 mm" },
      { label: "Output", value: "9 000 pcs/h" },
    ],
    variantCountText: "3 variants",
  },
  {
    id: "gamma-263",
    brand: "Adaptronic",
    name: "Gamma 263",
    href: "/en/products/cutting-stripping/gamma-263",
    image: { src: sampleImage("Gamma 263", 30, 960, 720), alt: "Gamma 263" },
    specifications: [
      { label: "Crimp force", value: "20 kN" },
      { label: "Weight", value: "48 kg" },
    ],
    variantCountText: "1 variant",
  },
  {
    id: "kappa-330",
    brand: "Cirris",
    name: "Kappa 330 cut and strip machine with a very long product name",
    href: "/en/products/cutting-stripping/kappa-330",
    variantCountText: "2 variants",
  },
];

function CompareDemo(props: ProductCardGridProps) {
  const [selected, setSelected] = useState<string[]>(["gamma-263"]);
  return (
    <ProductCardGrid
      {...props}
      items={props.items.map((item) => ({
        ...item,
        compare: {
          label: "Add to compare",
          isSelected: selected.includes(item.id),
          onChange: (on: boolean) =>
            setSelected((ids) => (on ? [...ids, item.id] : ids.filter((id) => id !== item.id))),
        },
      }))}
    />
  );
}

const meta = {
  title: "Modules/ProductCardGrid",
  component: ProductCardGrid,
  excludeStories: /Items$/,
  decorators: [withSampleImages],
  args: { title: "Cutting and stripping", items: productCardItems },
} satisfies Meta<typeof ProductCardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCompareToggle: Story = { render: (args) => <CompareDemo {...args} /> };
export const WithoutCompare: Story = {};
export const FourColumns: Story = {
  args: {
    columns: 4,
    items: [...productCardItems, { ...productCardItems[0]!, id: "alpha-2", name: "Alpha 560" }],
  },
};
export const Empty: Story = {
  args: {
    items: [],
    empty: <EmptyState title="No products in this classification" headingLevel={3} />,
  },
};
