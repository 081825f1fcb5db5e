import type { Meta, StoryObj } from "@storybook/react-vite";
import { sampleImage } from "../../test/sampleImage";
import { withSampleImages } from "../../test/withSampleImages";
import { DownloadsList } from "./DownloadsList";

const meta = {
  title: "Modules/DownloadsList",
  component: DownloadsList,
  decorators: [withSampleImages],
  args: {
    title: "Downloads",
    items: [
      {
        id: "1",
        title: "Brochure press brakes",
        href: "/file/brochure?dl=true",
        meta: "PDF · 2.4 MB · English",
        thumbnailSrc: sampleImage("PDF", 10, 128, 180),
      },
      {
        id: "2",
        title: "Technical data sheet",
        href: "/file/data-sheet?dl=true",
        meta: "PDF · 380 KB · English",
      },
    ],
  },
} satisfies Meta<typeof DownloadsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
