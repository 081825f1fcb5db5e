import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleImage } from "../../test/sampleImage";
import { withSampleImages } from "../../test/withSampleImages";
import { TextWithImage } from "./TextWithImage";

const meta = {
  title: "Modules/TextWithImage",
  component: TextWithImage,
  decorators: [withSampleImages],
  args: {
    title: "Automation that grows with you",
    html: "<p>Start with one cell and add storage, sorting and robots when your orders grow.</p>",
    image: {
      src: sampleImage("Automation", 160),
      alt: "A robot loading sheets",
      caption: "Loading cell",
    },
  },
} satisfies Meta<typeof TextWithImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ImageEnd: Story = {};
export const ImageStart: Story = { args: { imagePosition: "start" } };
