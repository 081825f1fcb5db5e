import type { Meta, StoryObj } from "@storybook/react-vite";
import { screen } from "storybook/test";
import { sampleImage } from "../../test/sampleImage";
import { withSampleImages } from "../../test/withSampleImages";
import { ProductGallery } from "./ProductGallery";

export const productGalleryLabels = {
  open: (alt: string) => `Enlarge: ${alt}`,
  close: "Close",
  previous: "Previous image",
  next: "Next image",
  position: (index: number, total: number) => `Image ${index} of ${total}`,
  thumbnails: "Product images",
  show: (alt: string) => `Show ${alt}`,
};

export const productGalleryImages = [
  { id: "1", src: sampleImage("Front", 200, 1080, 810), alt: "Alpha 550, front" },
  {
    id: "2",
    src: sampleImage("Side", 30, 1080, 810),
    alt: "Alpha 550, side",
    caption: "Side view",
  },
  { id: "3", src: sampleImage("Control", 120, 1080, 810), alt: "Control panel" },
  { id: "4", src: sampleImage("Tools", 300, 1080, 810), alt: "Tool changer" },
];

const meta = {
  title: "Modules/ProductGallery",
  component: ProductGallery,
  excludeStories: /^productGallery/,
  decorators: [withSampleImages],
  args: { labels: productGalleryLabels, images: productGalleryImages },
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithThumbnails: Story = {};
export const SingleImage: Story = { args: { images: productGalleryImages.slice(0, 1) } };
export const SecondImageChosen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Show Alpha 550, side" }));
  },
};
export const LightboxOpen: Story = {
  decorators: [(Story) => <div style={{ minHeight: 640 }}>{Story()}</div>],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Enlarge: Alpha 550, front" }));
    // The lightbox loads on first use: on a busy machine its module takes more than the default second.
    await screen.findByRole("dialog", { name: "Image 1 of 4" }, { timeout: 5000 });
  },
};
