import type { Meta, StoryObj } from "@storybook/react-vite";
import { RichText } from "./RichText";

const meta = {
  title: "Modules/RichText",
  component: RichText,
  args: {
    html: `<h2>Precision you can measure</h2>
<p>Our press brakes reach an angle accuracy of <strong>±0.1°</strong>. Read the <a href="/en/stories/precision">full story</a>.</p>
<ul><li>Automatic crowning</li><li>Tool changer with 12 stations</li></ul>
<blockquote>It paid for itself in the first year.</blockquote>
<h3>Service</h3>
<p>Our team replies within 24 hours.</p>`,
  },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Sanitised: Story = {
  args: {
    html: '<p onclick="alert(1)">Scripts and handlers are removed.</p><script>alert(2)</script><p><a href="javascript:alert(3)">This link loses its href.</a></p>',
  },
};

/** `sanitize` given (the app passes sanitize-html on the server): the markup renders at once. */
export const SanitisedByCaller: Story = {
  args: {
    sanitize: (html: string) => html.replace(/<blockquote>[\s\S]*?<\/blockquote>/g, ""),
  },
};
