import type { Meta, StoryObj } from "@storybook/react-vite";
import { SummaryLayout } from "./SummaryLayout";

const box = (label: string, height: number) => (
  <div
    style={{ border: "1px dashed currentColor", borderRadius: 4, padding: 16, minHeight: height }}
  >
    {label}
  </div>
);

const meta = {
  title: "Components/SummaryLayout",
  component: SummaryLayout,
  args: {
    children: box("Lines (e.g. CartLines), then quick order and saved lists", 240),
    summary: box("Summary (e.g. CartSummary): total and primary actions", 160),
  },
} satisfies Meta<typeof SummaryLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Under 64rem (as in the 1024 px test frame) the summary follows the lines; in a wider frame it
 * sits beside them.
 */
export const Default: Story = {};
