import type { Meta, StoryObj } from "@storybook/react-vite";
import { Footer, type FooterProps } from "./Footer";

export const footerArgs: FooterProps = {
  label: "Footer",
  columns: [
    {
      title: "Products",
      links: [
        { title: "Bending", href: "/en/products/bending" },
        { title: "Cutting", href: "/en/products/cutting" },
      ],
    },
    {
      title: "Company",
      links: [
        { title: "Stories", href: "/en/stories" },
        { title: "Media releases", href: "/en/media-releases" },
      ],
    },
    {
      title: "Support",
      links: [
        { title: "Contacts and locations", href: "/en/stories/contacts" },
        { title: "Customer portal", href: "/en/portal" },
      ],
    },
  ],
  legalLinks: [
    { title: "Imprint", href: "/en/imprint" },
    { title: "Privacy", href: "/en/privacy" },
    { title: "Terms and conditions", href: "/en/terms" },
  ],
  copyright: "© 2026 WIRE Group",
};

const meta = {
  title: "Components/Footer",
  component: Footer,
  excludeStories: /Args$/,
  args: footerArgs,
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
};
