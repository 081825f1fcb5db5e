import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { SearchResults } from "./SearchResults";
import {
  searchDirectHits,
  searchFilters,
  searchRecords,
  searchResultsLabels,
} from "./SearchResults.stories";

const pagination = {
  label: "Result pages",
  page: 2,
  pageCount: 3,
  href: (page: number) => `?page=${page}`,
  previousLabel: "Previous page",
  nextLabel: "Next page",
  pageLabel: (page: number) => `Page ${page}`,
};

describe("SearchResults", () => {
  it("shows direct hits, records with highlighted terms (sanitised) and paging", async () => {
    const screen = await renderThemed(
      <SearchResults
        records={searchRecords}
        directHits={searchDirectHits}
        labels={searchResultsLabels}
        summary="42 results for “crimp”"
        pagination={pagination}
      />,
    );
    await expect.element(screen.getByRole("region", { name: "Found directly" })).toBeVisible();
    await expect
      .element(screen.getByRole("heading", { name: "How to choose a crimping applicator" }))
      .toBeVisible();
    await expect.poll(() => document.querySelectorAll("mark").length).toBe(5);
    // Only inline highlight markup survives sanitising: the injected image is gone; the two
    // pictures are the results' thumbnails.
    expect(document.querySelectorAll("img")).toHaveLength(2);
    expect(document.querySelector('img[src*="onerror"], img[src="x"]')).toBeNull();
    await expect.element(screen.getByRole("navigation", { name: "Result pages" })).toBeVisible();
    await expect.element(screen.getByRole("status")).toHaveTextContent("42 results for “crimp”");
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("shows each result's type and breadcrumb instead of its address, and the type filter with counts", async () => {
    const screen = await renderThemed(
      <SearchResults
        records={searchRecords}
        labels={searchResultsLabels}
        summary="42 results for “crimp”"
        filters={searchFilters}
      />,
    );
    const first = screen.getByRole("article").first();
    await expect.element(first).toHaveTextContent(/Product.*Products › Crimping.*Alpha 550/);
    expect(document.body.textContent).not.toContain("/en/products");
    const filter = screen.getByRole("navigation", { name: "Filter by type" });
    await expect.element(filter.getByRole("link", { name: "Stories 4" })).toBeVisible();
    await expect
      .element(filter.getByRole("link", { name: "All 42" }))
      .toHaveAttribute("aria-current", "true");
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("shows the empty state and no paging without results", async () => {
    const screen = await renderThemed(
      <SearchResults
        records={[]}
        labels={searchResultsLabels}
        pagination={{ ...pagination, pageCount: 1 }}
      />,
    );
    await expect
      .element(screen.getByRole("heading", { name: "No results for “crimpx”" }))
      .toBeVisible();
    expect(screen.getByRole("navigation").elements()).toHaveLength(0);
  });
});
