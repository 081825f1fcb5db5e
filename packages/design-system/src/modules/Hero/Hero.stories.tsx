import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../../components/Button/Button";
import { sampleImage } from "../../test/sampleImage";
import { withSampleImages } from "../../test/withSampleImages";
import { Hero } from "./Hero";

const meta = {
  title: "Modules/Hero",
  component: Hero,
  decorators: [withSampleImages],
  args: {
    overline: "Bending",
    title: "Press brakes for every batch size",
    text: "From single parts to series production: precise, fast and easy to operate.",
    actions: (
      <>
        <Button>Talk to an Expert</Button>
        <Button variant="secondary">See all models</Button>
      </>
    ),
    image: { src: sampleImage("Press brake"), alt: "A press brake bending a steel sheet" },
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {};
export const TextOnly: Story = { args: { image: undefined } };
export const Inverted: Story = { args: { inverted: true, image: undefined, actions: undefined } };
