import type { Meta, StoryObj } from "@storybook/react-vite";
import { screen } from "storybook/test";
import { sampleImage } from "../../test/sampleImage";
import { withSampleImages } from "../../test/withSampleImages";
import { Gallery } from "./Gallery";

export const galleryLabels = {
  open: (alt: string) => `Enlarge: ${alt}`,
  close: "Close",
  previous: "Previous image",
  next: "Next image",
  position: (index: number, total: number) => `Image ${index} of ${total}`,
};

const meta = {
  title: "Modules/Gallery",
  component: Gallery,
  excludeStories: /Labels$/,
  decorators: [withSampleImages],
  args: {
    labels: galleryLabels,
    images: [
      { id: "1", src: sampleImage("Front", 200), alt: "Front view", caption: "Front view" },
      { id: "2", src: sampleImage("Side", 30), alt: "Side view" },
      { id: "3", src: sampleImage("Control", 120), alt: "Control panel" },
      { id: "4", src: sampleImage("Tools", 300), alt: "Tool changer" },
    ],
  },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thumbnails: Story = {};
export const LightboxOpen: Story = {
  decorators: [(Story) => <div style={{ minHeight: 560 }}>{Story()}</div>],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Enlarge: Side view" }));
    // The lightbox loads on first use: on a busy machine its module takes more than the default second.
    await screen.findByRole("dialog", {}, { timeout: 5000 });
  },
};
