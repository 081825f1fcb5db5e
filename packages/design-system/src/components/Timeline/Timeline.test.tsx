import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { Timeline } from "./Timeline";

describe("Timeline", () => {
  it("lists replies in order with their time, shows markup as text and passes axe", async () => {
    const screen = await renderThemed(
      <Timeline
        label="History"
        emptyText="None"
        items={[
          {
            id: "a",
            author: "Desk",
            origin: "serviceDesk",
            originLabel: "Service desk",
            time: "today",
            dateTime: "2026-11-24T08:00:00Z",
            text: "First",
          },
          {
            id: "b",
            author: "Clara",
            origin: "customer",
            originLabel: "Customer",
            time: "later",
            dateTime: "2026-11-24T09:00:00Z",
            text: "<b>bold?</b>",
          },
        ]}
      />,
    );
    const items = screen.getByRole("listitem").elements();
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain("First");
    expect(items[1]!.textContent).toContain("<b>bold?</b>");
    expect(screen.container.querySelector("time")?.getAttribute("datetime")).toBe(
      "2026-11-24T08:00:00Z",
    );
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("says when there is nothing yet", async () => {
    const screen = await renderThemed(
      <Timeline label="History" emptyText="No replies yet." items={[]} />,
    );
    await expect.element(screen.getByText("No replies yet.")).toBeVisible();
  });
});
