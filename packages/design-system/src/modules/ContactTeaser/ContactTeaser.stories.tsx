import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../../components/Button/Button";
import { sampleImage } from "../../test/sampleImage";
import { withSampleImages } from "../../test/withSampleImages";
import { ContactTeaser } from "./ContactTeaser";

const meta = {
  title: "Modules/ContactTeaser",
  component: ContactTeaser,
  decorators: [withSampleImages],
  args: {
    name: "Jana Nováková",
    jobTitle: "Sales engineer, bending",
    email: "jana.novakova@example.com",
    phone: "+420 123 456 789",
    portraitSrc: sampleImage("JN", 330, 80, 80),
  },
} satisfies Meta<typeof ContactTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithAction: Story = { args: { action: <Button>Talk to an Expert</Button> } };
