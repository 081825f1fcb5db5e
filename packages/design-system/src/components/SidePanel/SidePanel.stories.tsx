import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Button } from "../Button/Button";
import { Text } from "../Typography/Text";
import { SidePanel, type SidePanelProps } from "./SidePanel";

function PanelDemo(props: Partial<SidePanelProps>) {
  const [open, setOpen] = useState(true);
  return (
    <div style={{ minHeight: 560 }}>
      <Button onPress={() => setOpen(true)}>Open panel</Button>
      <SidePanel title="Panel" closeLabel="Close" {...props} open={open} onOpenChange={setOpen} />
    </div>
  );
}

const meta = {
  title: "Components/SidePanel",
  component: SidePanel,
  args: { open: true, onOpenChange: () => {}, title: "Panel", closeLabel: "Close" },
  render: (args) => <PanelDemo {...args} />,
} satisfies Meta<typeof SidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TalkToAnExpert: Story = {
  args: {
    title: "Talk to an Expert",
    description: "We will get back to you within 24 hours.",
    children: <Text>Tell us about your application and our specialists will contact you.</Text>,
    footer: <Button fullWidth>Send request</Button>,
  },
};
export const CompareBasket: Story = {
  args: {
    title: "Compare products (2)",
    children: <Text>Press brake 3100 · Press brake 4100</Text>,
    footer: <Button fullWidth>Compare now</Button>,
  },
};
export const NewsFeedFromLeft: Story = {
  args: { title: "What's new", side: "left", children: <Text>No news yet.</Text> },
};
