import type { Meta, StoryObj } from "@storybook/react-vite";
import { DescriptionList } from "./DescriptionList";

const meta = {
  title: "Components/DescriptionList",
  component: DescriptionList,
  args: {
    columns: 2,
    items: [
      { term: "Model", description: "Alpha 530" },
      { term: "Serial number", description: "ALP-2021-10037" },
      { term: "Location", description: "Plant Stuttgart, Stuttgart" },
      { term: "Warranty until", description: "1 Mar 2024 (expired)" },
      { term: "Service contract", description: "Premium" },
      { term: "Software version", description: "TopWin 7.1.3" },
    ],
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoColumns: Story = {};
export const OneColumn: Story = { args: { columns: 1 } };
