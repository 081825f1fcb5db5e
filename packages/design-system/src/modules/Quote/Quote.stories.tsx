import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleImage } from "../../test/sampleImage";
import { withSampleImages } from "../../test/withSampleImages";
import { Quote } from "./Quote";

const meta = {
  title: "Modules/Quote",
  component: Quote,
  decorators: [withSampleImages],
  args: {
    text: "The new line paid for itself within the first year.",
    author: "Jana Nováková",
    jobTitle: "Production manager",
  },
} satisfies Meta<typeof Quote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPortrait: Story = { args: { portraitSrc: sampleImage("JN", 330, 80, 80) } };
