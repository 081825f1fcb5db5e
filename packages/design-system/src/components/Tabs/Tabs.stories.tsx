import type { Meta, StoryObj } from "@storybook/react-vite";
import { Text } from "../Typography/Text";
import { Tabs } from "./Tabs";

const meta = {
  title: "Components/Tabs",
  component: Tabs,
  args: {
    label: "Product information",
    items: [
      { id: "parts", label: "Spare and wear parts", content: <Text>Parts for your machine.</Text> },
      { id: "knowledge", label: "Knowledge hub", content: <Text>Manuals and guides.</Text> },
      { id: "software", label: "Software", content: <Text>Downloads and updates.</Text> },
      { id: "order", label: "Order parts", content: <Text>Not available.</Text>, isDisabled: true },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondTabOpen: Story = { args: { defaultValue: "knowledge" } };
export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ width: 288 }}>{Story()}</div>],
};
