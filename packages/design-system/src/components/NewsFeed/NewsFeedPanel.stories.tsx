import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { sampleImage } from "../../test/sampleImage";
import { withSampleImages } from "../../test/withSampleImages";
import { Button } from "../Button/Button";
import { LoadMore } from "../Pagination/LoadMore";
import { NewsFeedPanel, type NewsFeedPanelProps } from "./NewsFeedPanel";

export const newsFeedLabels = {
  title: "What's new",
  close: "Close",
  unread: "New",
  emptyTitle: "No news yet",
  emptyText: "New machines, events and software releases appear here.",
};

export const newsItems = [
  {
    id: "n3",
    title: "Alpha 550 now strips wires down to 0.13 mm²",
    text: "The new stripping unit handles the finest conductors of automotive harnesses.",
    date: "12 November 2026",
    dateTime: "2026-11-12",
    href: "/en/products/cutting-stripping/alpha-550",
    image: { src: sampleImage("Alpha", 200, 384, 216), alt: "" },
    unread: true,
  },
  {
    id: "n2",
    title: "Meet us at electronica in Munich",
    text: "Hall B3, stand 410: live demonstrations of harness assembly.",
    date: "2 November 2026",
    dateTime: "2026-11-02",
    href: "/en/stories/electronica-2026",
    unread: true,
  },
  {
    id: "n1",
    title: "MES release 4.2",
    text: "Faster order import and a new dashboard for line supervisors.",
    date: "20 October 2026",
    dateTime: "2026-10-20",
    href: "/en/smart-factory/mes",
    image: { src: sampleImage("MES", 300, 384, 216), alt: "" },
  },
];

function PanelDemo(props: NewsFeedPanelProps) {
  const [open, setOpen] = useState(true);
  return (
    <div style={{ minHeight: 720 }}>
      <Button onPress={() => setOpen(true)}>What's new</Button>
      <NewsFeedPanel {...props} open={open} onOpenChange={setOpen} />
    </div>
  );
}

const meta = {
  title: "Components/NewsFeedPanel",
  component: NewsFeedPanel,
  excludeStories: ["newsFeedLabels", "newsItems"],
  decorators: [withSampleImages],
  args: { open: true, onOpenChange: fn(), labels: newsFeedLabels, items: newsItems },
  render: (args) => <PanelDemo {...args} />,
} satisfies Meta<typeof NewsFeedPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithUnreadItems: Story = {};
export const AllRead: Story = {
  args: { items: newsItems.map((item) => ({ ...item, unread: false })) },
};
export const WithLoadMore: Story = {
  args: {
    footer: (
      <LoadMore
        buttonText="Load more"
        status="Showing 3 of 24"
        hasMore
        loadingLabel="Loading"
        onLoadMore={fn()}
      />
    ),
  },
};
export const Empty: Story = { args: { items: [] } };
