import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Button } from "../Button/Button";
import { Text } from "../Typography/Text";
import { Modal, type ModalProps } from "./Modal";

function ModalDemo(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(true);
  return (
    <div style={{ minHeight: 560 }}>
      <Button onPress={() => setOpen(true)}>Share this page</Button>
      <Modal
        title="Share this page"
        closeLabel="Close"
        {...props}
        open={open}
        onOpenChange={setOpen}
      />
    </div>
  );
}

const meta = {
  title: "Components/Modal",
  component: Modal,
  args: { open: true, onOpenChange: () => {}, title: "Share this page", closeLabel: "Close" },
  render: (args) => <ModalDemo {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Share: Story = {
  args: {
    description: "Send the link to a colleague.",
    children: <Text>https://www.example.com/en/products/press-brakes</Text>,
    footer: (
      <>
        <Button variant="secondary">Copy link</Button>
        <Button>Send by e-mail</Button>
      </>
    ),
  },
};
export const Confirm: Story = {
  args: {
    title: "Close this ticket?",
    children: <Text>You can reopen it within 14 days.</Text>,
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button variant="critical">Close ticket</Button>
      </>
    ),
  },
};
