import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Link } from "./Link";
import { type LinkComponentProps, LinkProvider } from "./LinkProvider";

/** Stands in for the app's router link (e.g. Next's Link) in the style guide. */
function RouterLink(props: LinkComponentProps) {
  return <a {...props} data-router-link="" />;
}

const meta = {
  title: "Buttons/Link",
  component: Link,
  args: { href: "/en/products/press-brakes", children: "Press brakes" },
  decorators: [
    (Story) => (
      <LinkProvider component={RouterLink} onAction={fn()} warn={fn()}>
        <Story />
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {};
export const External: Story = {
  args: {
    href: "https://example.com/annual-report",
    children: "Annual report",
    showExternalIcon: true,
    externalLabel: "(opens another site)",
  },
};
export const HardPrefix: Story = {
  args: { href: "hard:/file/brochure?dl=true", children: "Download the brochure" },
};
export const Action: Story = {
  args: { href: "action:open-news-feed-panel", children: "What's new" },
};
export const Standalone: Story = { args: { standalone: true, children: "All services" } };
export const InText: Story = {
  render: (args) => (
    <p>
      Read more about our <Link {...args}>press brakes</Link> or{" "}
      <Link href="action:open-news-feed-panel">open the news feed</Link>.
    </p>
  ),
};
