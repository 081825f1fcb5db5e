import type { Meta, StoryObj } from "@storybook/react-vite";
import { ThemeRoot } from "../ThemeRoot/ThemeRoot";
import { Heading } from "./Heading";
import { Overline } from "./Overline";
import { Text } from "./Text";

const meta = {
  title: "Typography/Type scale",
  component: Heading,
  args: { level: 1, children: "Machines that shape metal" },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Heading1: Story = {};
export const Heading2: Story = { args: { level: 2 } };
export const Heading3: Story = { args: { level: 3 } };
export const Heading4: Story = { args: { level: 4 } };
export const LevelTwoLookingLikeOne: Story = { args: { level: 2, size: 1 } };

export const TextSizesAndTones: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 8 }}>
      <Text size="large">Large text for introductions.</Text>
      <Text>Standard body text. Our service team replies within 24 hours.</Text>
      <Text size="small" tone="secondary">
        Small secondary text for captions and hints.
      </Text>
      <Text size="xsmall">Extra small text for legal lines.</Text>
      <Text tone="critical">Critical: The current value is invalid.</Text>
      <Text tone="positive">Positive: Your request was sent.</Text>
      <Text tone="caution">Caution: Scheduled maintenance tonight.</Text>
      <Text tone="brandAccent" weight="strong">
        Brand accent, strong.
      </Text>
    </div>
  ),
};

export const OverlineAndHeading: Story = {
  render: () => (
    <div>
      <Overline>Service</Overline>
      <Heading level={2}>Sorry, something went wrong</Heading>
    </div>
  ),
};

/** A site with `enableCutFont`: headings switch to the cut (condensed) font; body text stays. */
export const CutFontHeadings: Story = {
  render: (_args, { globals }) => (
    <ThemeRoot theme={String(globals.theme)} enableCutFont style={{ display: "grid", gap: 8 }}>
      <Overline>Wire processing</Overline>
      <Heading level={1}>Machines that shape metal</Heading>
      <Heading level={2}>Cutting and stripping</Heading>
      <Heading level={3}>Alpha 550</Heading>
      <Text>Body text keeps the standard font.</Text>
    </ThemeRoot>
  ),
};
