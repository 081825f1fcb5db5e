import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleImage } from "../../test/sampleImage";
import { withSampleImages } from "../../test/withSampleImages";
import { CapabilityList } from "./CapabilityList";

export const capabilityItems = [
  {
    id: "c1",
    name: "Crimp force monitoring",
    href: "/en/capabilities/crimp-force-monitoring",
    image: { src: sampleImage("CFM", 200, 960, 640), alt: "" },
  },
  {
    id: "c2",
    name: "Seal loading",
    href: "/en/capabilities/seal-loading",
    image: { src: sampleImage("Seal", 30, 960, 640), alt: "" },
  },
  { id: "c3", name: "Twisting", href: "/en/capabilities/twisting" },
];

const meta = {
  title: "Modules/CapabilityList",
  component: CapabilityList,
  excludeStories: /Items$/,
  decorators: [withSampleImages],
  args: { title: "Capabilities", items: capabilityItems },
} satisfies Meta<typeof CapabilityList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImages: Story = {};
export const WithoutTitle: Story = { args: { title: undefined } };
