import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Button } from "./Button";

const ArrowIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
    <path d="M8.7 2.3 7.3 3.7 10.6 7H2v2h8.6l-3.3 3.3 1.4 1.4L14.4 8z" />
  </svg>
);

const meta = {
  title: "Buttons/Button",
  component: Button,
  args: { children: "Request a quote", onPress: fn() },
  argTypes: {
    variant: {
      control: "inline-radio",
      options: ["primary", "secondary", "ghost", "critical", "link"],
    },
    size: { control: "inline-radio", options: ["small", "standard", "large"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: "secondary" } };
export const Ghost: Story = { args: { variant: "ghost" } };
export const Critical: Story = { args: { variant: "critical", children: "Close ticket" } };
export const LinkLike: Story = { args: { variant: "link", children: "Show all downloads" } };
export const Small: Story = { args: { size: "small" } };
export const Large: Story = { args: { size: "large" } };
export const WithIcon: Story = {
  args: { icon: <ArrowIcon />, iconPosition: "end", children: "Talk to an Expert" },
};
export const Loading: Story = {
  args: { isLoading: true, loadingLabel: "Sending", children: "Send request" },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const FullWidthAt320: Story = {
  args: { fullWidth: true, children: "Add to cart" },
  decorators: [
    (Story) => (
      <div style={{ width: 288 }}>
        <Story />
      </div>
    ),
  ],
};

/** Every variant side by side, with a loading button among them. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 12, alignItems: "center" }}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="critical">
        Critical
      </Button>
      <Button {...args} variant="link">
        Link-like
      </Button>
      <Button {...args} variant="primary" isLoading loadingLabel="Saving">
        Save
      </Button>
      <Button {...args} variant="secondary" isLoading loadingLabel="Saving">
        Save
      </Button>
    </div>
  ),
};
