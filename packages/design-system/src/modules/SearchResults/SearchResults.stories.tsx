import type { Meta, StoryObj } from "@storybook/react-vite";
import { identityLoader, sampleImage } from "../../test/sampleImage";
import { ImageProvider } from "../Image/ImageProvider";
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
    typeLabel: "Product",
    breadcrumb: ["Products", "Crimping"],
    image: { src: sampleImage("Alpha 550", 200, 960, 720), alt: "Alpha 550" },
  },
  {
    id: "2",
    title: "How to choose a crimping applicator",
    description:
      "A guide to <mark>crimp</mark> heights, applicators and quality.<img src=x onerror=alert(1)>",
    href: "/en/stories/choose-applicator",
    typeLabel: "Story",
    breadcrumb: ["Stories"],
  },
  {
    id: "3",
    title: "Crimp quality",
    description: "<mark>Crimp</mark> force monitoring, <mark>crimp</mark> height measurement.",
    href: "/en/products/crimping/crimp-quality",
    typeLabel: "Product category",
    breadcrumb: ["Products", "Crimping"],
    image: { src: sampleImage("Crimp quality", 30, 960, 720), alt: "Crimp quality" },
  },
];

/** The type filter: every kind first, then each kind with results. */
export const searchFilters = {
  label: "Filter by type",
  items: [
    { id: "all", label: "All", count: 42, href: "?q=crimp", current: true },
    { id: "product", label: "Products", count: 30, href: "?q=crimp&type=product" },
    { id: "service", label: "Services", count: 6, href: "?q=crimp&type=service" },
    { id: "story", label: "Stories", count: 4, href: "?q=crimp&type=story" },
    { id: "page", label: "Pages", count: 2, href: "?q=crimp&type=page" },
  ],
};

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
  // The sample pictures are data URIs, which take no rendition query.
  decorators: [
    (Story) => (
      <ImageProvider loader={identityLoader}>
        <Story />
      </ImageProvider>
    ),
  ],
  args: {
    records: searchRecords,
    labels: searchResultsLabels,
    summary: "42 results for “crimp”",
    pagination,
    filters: searchFilters,
  },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDirectHits: Story = { args: { directHits: searchDirectHits } };
export const RecordsOnly: Story = {};
/** Filtered by one kind: its choice is current, the other kinds keep their counts. */
export const FilteredByType: Story = {
  args: {
    summary: "4 results for “crimp”",
    records: searchRecords.filter((record) => record.typeLabel === "Story"),
    filters: {
      ...searchFilters,
      items: searchFilters.items.map((item) => ({ ...item, current: item.id === "story" })),
    },
  },
};
/** On a phone, the thumbnails narrow and the filters wrap. */
export const SmallScreen: Story = {
  globals: { viewport: { value: "mobile1" } },
  parameters: { viewport: { defaultViewport: "mobile1" } },
};
export const SinglePage: Story = { args: { pagination: { ...pagination, pageCount: 1 } } };
export const Empty: Story = {
  args: { records: [], summary: "No results", pagination: undefined },
};
