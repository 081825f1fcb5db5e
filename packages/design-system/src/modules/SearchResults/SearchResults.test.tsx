import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { SearchResults } from "./SearchResults";
import { searchDirectHits, searchRecords, searchResultsLabels } from "./SearchResults.stories";

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
    await expect.poll(() => document.querySelectorAll("mark").length).toBe(3);
    // Only inline highlight markup survives sanitising: the injected image is gone.
    expect(document.querySelector("img")).toBeNull();
    await expect.element(screen.getByRole("navigation", { name: "Result pages" })).toBeVisible();
    await expect.element(screen.getByRole("status")).toHaveTextContent("42 results for “crimp”");
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
