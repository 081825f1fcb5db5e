import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleImage } from "../../test/sampleImage";
import { withSampleImages } from "../../test/withSampleImages";
import { Video } from "./Video";

const meta = {
  title: "Modules/Video",
  component: Video,
  decorators: [withSampleImages],
  args: {
    src: "https://www.example.com/embed/press-brake",
    kind: "embed",
    title: "The press brake 3100 in action",
    playLabel: (title: string) => `Play video: ${title}`,
    posterSrc: sampleImage("Video", 250),
    caption: "Two minutes from sheet to part.",
  },
} satisfies Meta<typeof Video>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeforePlay: Story = {};
export const WithoutPoster: Story = { args: { posterSrc: undefined } };
