import type { Meta, StoryObj } from "@storybook/react-vite";
import { Skeleton } from "./Skeleton";

const meta = {
  title: "Components/Skeleton",
  component: Skeleton,
  args: { width: 240 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLine: Story = {};
export const Paragraph: Story = { args: { lines: 3, width: "100%" } };
export const Card: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 8, width: 280 }}>
      <Skeleton shape="rectangle" width="100%" height={158} />
      <Skeleton width="70%" />
      <Skeleton lines={2} width="100%" />
    </div>
  ),
};
export const Avatar: Story = { args: { shape: "circle", width: 48, height: 48 } };
