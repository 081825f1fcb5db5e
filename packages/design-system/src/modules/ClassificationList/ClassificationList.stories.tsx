import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleImage } from "../../test/sampleImage";
import { withSampleImages } from "../../test/withSampleImages";
import { ClassificationList } from "./ClassificationList";

export const classificationItems = [
  {
    id: "cutting",
    name: "Cutting and stripping",
    href: "/en/products/cutting-stripping",
    image: { src: sampleImage("Cut", 200, 192, 144), alt: "" },
    countText: "14 products",
  },
  {
    id: "crimping",
    name: "Crimping",
    href: "/en/products/crimping",
    image: { src: sampleImage("Crimp", 30, 192, 144), alt: "" },
    countText: "9 products",
  },
  {
    id: "testing",
    name: "Testing and quality assurance",
    href: "/en/products/testing",
    countText: "1 product",
  },
];

const meta = {
  title: "Modules/ClassificationList",
  component: ClassificationList,
  excludeStories: /Items$/,
  decorators: [withSampleImages],
  args: { title: "Product groups", items: classificationItems },
} satisfies Meta<typeof ClassificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImages: Story = {};
export const WithoutTitle: Story = { args: { title: undefined } };
export const NarrowScreen: Story = {
  // A phone's viewport: the cards' layout follows the screen, not the frame around them.
  globals: { viewport: { value: "mobile1" } },
  parameters: { viewport: { defaultViewport: "mobile1" } },
};
