import type { Meta, StoryObj } from "@storybook/react-vite";
import { SearchResults } from "./SearchResults";

export const searchResultsLabels = {
  directHits: "Found directly",
  product: "Product",
  classification: "Classification",
  lineage: "Classification path",
  emptyTitle: "No results for “crimpx”",
  emptyText: "Check the spelling or try a more general term.",
};

export const searchRecords = [
  {
    id: "1",
    title: "Alpha 550",
    description:
      "Fully automatic <mark>crimp</mark> centre for up to 36 processes, with <mark>crimp</mark> force monitoring.",
    href: "/en/products/crimping/alpha-550",
    displayUrl: "/en/products/crimping/alpha-550",
  },
  {
    id: "2",
    title: "How to choose a crimping applicator",
    description:
      "A guide to <mark>crimp</mark> heights, applicators and quality.<img src=x onerror=alert(1)>",
    href: "/en/stories/choose-applicator",
    displayUrl: "/en/stories/choose-applicator",
  },
];

export const searchDirectHits = [
  {
    id: "c",
    type: "classification" as const,
    name: "Crimping",
    href: "/en/products/crimping",
    lineage: [{ name: "Products", href: "/en/products" }],
  },
  {
    id: "p",
    type: "product" as const,
    name: "Alpha 550",
    href: "/en/products/crimping/alpha-550",
    lineage: [
      { name: "Products", href: "/en/products" },
      { name: "Crimping", href: "/en/products/crimping" },
    ],
  },
];

const pagination = {
  label: "Result pages",
  page: 1,
  pageCount: 5,
  href: (page: number) => `?q=crimp&page=${page}`,
  previousLabel: "Previous page",
  nextLabel: "Next page",
  pageLabel: (page: number) => `Page ${page}`,
};

const meta = {
  title: "Modules/SearchResults",
  component: SearchResults,
  excludeStories: /^search/,
  args: {
    records: searchRecords,
    labels: searchResultsLabels,
    summary: "42 results for “crimp”",
    pagination,
  },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDirectHits: Story = { args: { directHits: searchDirectHits } };
export const RecordsOnly: Story = {};
export const SinglePage: Story = { args: { pagination: { ...pagination, pageCount: 1 } } };
export const Empty: Story = {
  args: { records: [], summary: "No results", pagination: undefined },
};
