import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../../components/Button/Button";
import { sampleImage } from "../../test/sampleImage";
import { withSampleImages } from "../../test/withSampleImages";
import { TeaserGrid } from "./TeaserGrid";

const items = [
  {
    id: "a",
    overline: "Story",
    title: "How a family business doubled its output",
    text: "Automation in a 40-person shop.",
    href: "/en/stories/a",
    image: { src: sampleImage("Story", 20), alt: "" },
  },
  {
    id: "b",
    overline: "Product",
    title: "Panel bender 2000",
    text: "Complex parts without tool changes.",
    href: "/en/products/b",
    image: { src: sampleImage("Product", 200), alt: "" },
  },
  {
    id: "c",
    overline: "Service",
    title: "Remote support",
    text: "Our technicians connect in minutes.",
    href: "/en/services/c",
    image: { src: sampleImage("Service", 280), alt: "" },
  },
];

const meta = {
  title: "Modules/TeaserGrid",
  component: TeaserGrid,
  decorators: [withSampleImages],
  args: { title: "Stories from our customers", items },
} satisfies Meta<typeof TeaserGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeColumns: Story = {};
export const TwoColumns: Story = { args: { columns: 2, items: items.slice(0, 2) } };
export const WithLoadMore: Story = {
  args: { footer: <Button variant="secondary">Load more</Button> },
};
export const WithoutImages: Story = {
  args: { items: items.map(({ image: _image, ...item }) => item) },
};
