import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { FlashMessage } from "./FlashMessage";

const meta = {
  title: "Components/FlashMessage",
  component: FlashMessage,
  args: {
    title: "Your request was sent",
    text: "We will get back to you <strong>as soon as possible</strong>.",
    hideButtonText: "Hide",
    onHide: fn(),
  },
} satisfies Meta<typeof FlashMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = {
  args: {
    type: "success",
    title: "Thank you for your request!",
    text: "We will process it and get back to you as soon as possible.",
  },
};
export const ErrorMessage: Story = {
  args: {
    type: "error",
    title: "Something went wrong",
    text: "Please verify your input is correct and try again later.",
  },
};
export const WithLink: Story = {
  args: { linkText: "View your tickets", to: "/en/portal/tickets/list" },
};
export const Static: Story = {
  args: { static: true, title: "Scheduled maintenance", text: "The portal is read-only tonight." },
};
export const SanitisedHtml: Story = {
  args: {
    text: 'A <a href="/en/contact">safe link</a>, an <a href="javascript:alert(1)">unsafe one</a> and a script that is removed.<script>alert(2)</script>',
  },
};
/** Floats over the page and hides itself after 7000 ms. */
export const Floating: Story = {
  args: { floating: true },
  decorators: [
    (Story) => (
      // A transformed parent keeps the fixed message inside the preview frame.
      <div style={{ transform: "translateZ(0)", minHeight: 180 }}>
        <Story />
      </div>
    ),
  ],
};
