import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { LoadMore } from "./LoadMore";
import { Pagination } from "./Pagination";

const meta = {
  title: "Components/Pagination",
  component: Pagination,
  args: {
    label: "Pages",
    page: 5,
    pageCount: 12,
    href: (page: number) => `?page=${page}`,
    previousLabel: "Previous page",
    nextLabel: "Next page",
    pageLabel: (page: number) => `Page ${page}`,
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {};
export const First: Story = { args: { page: 1, pageCount: 3 } };
export const LoadMoreButton: Story = {
  render: () => (
    <LoadMore
      buttonText="Load more"
      status="Showing 10 of 42"
      hasMore
      loadingLabel="Loading"
      onLoadMore={fn()}
    />
  ),
};
export const LoadMoreLoading: Story = {
  render: () => (
    <LoadMore
      buttonText="Load more"
      status="Showing 10 of 42"
      hasMore
      isLoading
      loadingLabel="Loading"
      onLoadMore={fn()}
    />
  ),
};
