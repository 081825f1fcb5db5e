import { describe, expect, it } from "vitest";
import { ImageProvider } from "../../modules/Image/ImageProvider";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { NewsFeedList } from "./NewsFeedList";
import { NewsFeedPanel } from "./NewsFeedPanel";
import { newsFeedLabels, newsItems } from "./NewsFeedPanel.stories";

describe("NewsFeedList", () => {
  it("lists items with date, linked title, text and an unread marker", async () => {
    const screen = await renderThemed(
      <ImageProvider loader={(src) => src}>
        <NewsFeedList items={newsItems} labels={newsFeedLabels} />
      </ImageProvider>,
    );
    const items = screen.getByRole("listitem").all();
    expect(items).toHaveLength(3);
    await expect
      .element(screen.getByRole("link", { name: "Meet us at electronica in Munich" }))
      .toHaveAttribute("href", "/en/stories/electronica-2026");
    expect(document.querySelectorAll("time")[0]?.getAttribute("dateTime")).toBe("2026-11-12");
    expect(screen.getByText("New", { exact: true }).all()).toHaveLength(2);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it("shows the empty state without news", async () => {
    const screen = await renderThemed(<NewsFeedList items={[]} labels={newsFeedLabels} />);
    await expect.element(screen.getByRole("heading", { name: "No news yet" })).toBeVisible();
    expect(screen.getByRole("list").elements()).toHaveLength(0);
  });

  it("sits in a side panel named by its title", async () => {
    const screen = await renderThemed(
      <NewsFeedPanel open onOpenChange={() => {}} items={[]} labels={newsFeedLabels} />,
    );
    await expect.element(screen.getByRole("dialog", { name: "What's new" })).toBeVisible();
  });
});
