import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn, screen } from "storybook/test";
import { Button } from "../Button/Button";
import { ShareModal, type ShareModalProps } from "./ShareModal";

export const shareLabels = {
  title: "Share this page",
  close: "Close",
  link: "Link to this page",
  copy: "Copy link",
  copied: "Link copied",
  copyFailed: "Select the link and copy it",
  shareVia: "Share via",
  mail: "E-mail",
  linkedIn: "LinkedIn",
  x: "X",
  facebook: "Facebook",
  newTab: "(opens in a new tab)",
};

function ShareDemo(props: ShareModalProps) {
  const [open, setOpen] = useState(true);
  return (
    <div style={{ minHeight: 720 }}>
      <Button onPress={() => setOpen(true)}>Share</Button>
      <ShareModal {...props} open={open} onOpenChange={setOpen} />
    </div>
  );
}

const meta = {
  title: "Components/ShareModal",
  component: ShareModal,
  excludeStories: /Labels$/,
  args: {
    open: true,
    onOpenChange: fn(),
    url: "https://www.example.com/en/products/cutting-stripping/alpha-550",
    pageTitle: "Alpha 550 – fully automatic crimping machine",
    labels: shareLabels,
    copyText: async () => {},
    onShare: fn(),
  },
  render: (args) => <ShareDemo {...args} />,
} satisfies Meta<typeof ShareModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const LinkCopied: Story = {
  // The modal is portalled out of the canvas, so query the whole document.
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole("button", { name: "Copy link" }));
    await screen.findByText("Link copied");
  },
};
export const CopyFailed: Story = {
  args: { copyText: () => Promise.reject(new Error("denied")) },
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole("button", { name: "Copy link" }));
    await screen.findByText("Select the link and copy it");
  },
};
