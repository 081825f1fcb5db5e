import type { Meta, StoryObj } from "@storybook/react-vite";
import { Timeline } from "./Timeline";

const meta = {
  title: "Components/Timeline",
  component: Timeline,
  args: {
    label: "History",
    emptyText: "There are no replies to this ticket yet.",
    items: [
      {
        id: "1",
        author: "Sandra Meier",
        origin: "serviceDesk",
        originLabel: "Service desk",
        time: "12 Nov 2026, 09:14",
        dateTime: "2026-11-12T09:14:00Z",
        text: "Could you please send us a photo of the error message?",
      },
      {
        id: "2",
        author: "Clara Kunde",
        origin: "customer",
        originLabel: "Customer",
        time: "12 Nov 2026, 10:02",
        dateTime: "2026-11-12T10:02:00Z",
        text: "Here it is.\nThe error shows after about two hours.",
      },
      {
        id: "3",
        author: "Clara Kunde",
        origin: "system",
        originLabel: "System",
        time: "14 Nov 2026, 16:40",
        dateTime: "2026-11-14T16:40:00Z",
        text: "Closed: solved by the product's company.",
      },
    ],
  },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {};
export const Empty: Story = { args: { items: [] } };
