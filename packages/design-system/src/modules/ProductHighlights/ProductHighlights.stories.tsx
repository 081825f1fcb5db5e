import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleImage } from "../../test/sampleImage";
import { withSampleImages } from "../../test/withSampleImages";
import { ProductHighlights } from "./ProductHighlights";

export const highlightItems = [
  {
    id: "h1",
    name: "Stripping down to 0.13 mm²",
    shortDescription: "For the finest conductors of automotive harnesses.",
    longDescription:
      "<p>The rotary stripping unit <strong>centres every wire</strong> before it cuts.</p>",
    image: { src: sampleImage("Stripping", 200, 960, 540), alt: "Stripping unit close up" },
  },
  {
    id: "h2",
    name: "Crimp force monitoring",
    shortDescription: "Every crimp is measured; bad ones are cut out.",
    video: {
      src: "https://example.com/videos/crimp.mp4",
      kind: "file" as const,
      posterSrc: sampleImage("Video", 20, 1180, 664),
    },
  },
  {
    id: "h3",
    name: "Quick-change tooling",
    shortDescription: "Change applicators in under a minute without tools.",
    image: { src: sampleImage("Tooling", 120, 960, 540), alt: "" },
  },
];

const meta = {
  title: "Modules/ProductHighlights",
  component: ProductHighlights,
  excludeStories: /Items$/,
  decorators: [withSampleImages],
  args: {
    title: "Highlights",
    items: highlightItems,
    playLabel: (name: string) => `Play video: ${name}`,
  },
} satisfies Meta<typeof ProductHighlights>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ImagesAndVideo: Story = {};
export const SingleHighlight: Story = { args: { items: highlightItems.slice(0, 1) } };
/** Callers filter these out; if one slips through it renders as text. */
export const WithoutMedia: Story = {
  args: {
    items: highlightItems.map(({ image: _i, video: _v, ...item }) => item),
  },
};
export const WithoutTitle: Story = { args: { title: undefined } };
