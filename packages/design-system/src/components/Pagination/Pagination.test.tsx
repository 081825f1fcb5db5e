import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { LoadMore } from "./LoadMore";
import { Pagination } from "./Pagination";

describe("Pagination", () => {
  it("links first, last and the neighbours of the current page", async () => {
    const screen = await renderThemed(
      <Pagination
        label="Pages"
        page={5}
        pageCount={12}
        href={(page) => `?page=${page}`}
        previousLabel="Previous page"
        nextLabel="Next page"
        pageLabel={(page) => `Page ${page}`}
      />,
    );
    const names = screen
      .getByRole("link")
      .elements()
      .map((link) => link.getAttribute("aria-label"));
    expect(names).toEqual([
      "Previous page",
      "Page 1",
      "Page 4",
      "Page 5",
      "Page 6",
      "Page 12",
      "Next page",
    ]);
    await expect
      .element(screen.getByRole("link", { name: "Page 5" }))
      .toHaveAttribute("aria-current", "page");
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});

describe("LoadMore", () => {
  it("loads more on press and hides the button when everything is shown", async () => {
    const onLoadMore = vi.fn();
    const screen = await renderThemed(
      <LoadMore
        buttonText="Load more"
        status="Showing 10 of 42"
        hasMore
        loadingLabel="Loading"
        onLoadMore={onLoadMore}
      />,
    );
    await screen.getByRole("button", { name: "Load more" }).click();
    expect(onLoadMore).toHaveBeenCalled();
    await screen.rerender(
      <LoadMore
        buttonText="Load more"
        status="Showing 42 of 42"
        hasMore={false}
        loadingLabel="Loading"
        onLoadMore={onLoadMore}
      />,
    );
    expect(screen.container.querySelector("button")).toBeNull();
  });
});
