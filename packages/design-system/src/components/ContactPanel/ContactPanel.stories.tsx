import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { sampleImage } from "../../test/sampleImage";
import { withSampleImages } from "../../test/withSampleImages";
import { Button } from "../Button/Button";
import { TextArea } from "../TextArea/TextArea";
import { TextField } from "../TextField/TextField";
import { ContactPanel, type ContactPanelProps } from "./ContactPanel";

export const contactPanelLabels = {
  title: "Talk to an Expert",
  promise: "We will get back to you within 24 hours.",
  close: "Close",
};

export const expert = {
  name: "Anna Keller",
  jobTitle: "Application engineer, crimping",
  email: "anna.keller@example.com",
  phone: "+41 41 455 04 55",
  portraitSrc: sampleImage("AK", 160, 160, 160),
};

function PanelDemo(props: ContactPanelProps) {
  const [open, setOpen] = useState(true);
  return (
    <div style={{ minHeight: 720 }}>
      <Button onPress={() => setOpen(true)}>Talk to an Expert</Button>
      <ContactPanel {...props} open={open} onOpenChange={setOpen} />
    </div>
  );
}

const meta = {
  title: "Components/ContactPanel",
  component: ContactPanel,
  excludeStories: /Labels$|^expert$/,
  decorators: [withSampleImages],
  args: {
    open: true,
    onOpenChange: fn(),
    labels: contactPanelLabels,
    intro: "Tell us about your application and our specialists will find the right machine.",
    contact: expert,
  },
  render: (args) => <PanelDemo {...args} />,
} satisfies Meta<typeof ContactPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithContactPerson: Story = {
  args: { action: <Button fullWidth>Contact us</Button> },
};
export const WithForm: Story = {
  args: {
    contact: undefined,
    children: (
      <form style={{ display: "grid", gap: 16 }}>
        <TextField label="Name" isRequired />
        <TextField label="E-mail" type="email" isRequired />
        <TextArea label="Your request" />
      </form>
    ),
    action: <Button fullWidth>Send request</Button>,
  },
};
export const PromiseOnly: Story = { args: { contact: undefined, intro: undefined } };
