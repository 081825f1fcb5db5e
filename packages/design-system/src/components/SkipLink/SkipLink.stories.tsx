import type { Meta, StoryObj } from "@storybook/react-vite";
import { SkipLink } from "./SkipLink";

const meta = {
  title: "Components/SkipLink",
  component: SkipLink,
  args: { children: "Skip to content" },
  decorators: [
    (Story) => (
      <div style={{ position: "relative", minHeight: 80 }}>
        {Story()}
        <p>Press Tab to reveal the skip link.</p>
        <main id="main" tabIndex={-1}>
          Content
        </main>
      </div>
    ),
  ],
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
