import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleImage } from "../../test/sampleImage";
import { withSampleImages } from "../../test/withSampleImages";
import { Image } from "./Image";

const meta = {
  title: "Modules/Image",
  component: Image,
  decorators: [withSampleImages],
  args: { src: sampleImage("Press brake"), alt: "A press brake in a workshop" },
  argTypes: {
    preset: {
      control: "select",
      options: ["Stretched", "StretchedVideo", "BreakOut", "Inline", "AsideSquare", "AsideVideo"],
    },
  },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {};
export const BreakOut: Story = { args: { preset: "BreakOut" } };
export const StretchedVideo: Story = { args: { preset: "StretchedVideo" } };
export const AsideSquare: Story = { args: { preset: "AsideSquare", rounded: true } };
export const WithCaption: Story = {
  args: { preset: "AsideVideo", caption: "The 3100 series at the Hannover fair.", rounded: true },
};
