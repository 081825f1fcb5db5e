import { DASHBOARD_STATUSES } from "@wire/domain";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { dashboardStatusTone, StatusBadge } from "./StatusBadge";

describe("StatusBadge", () => {
  it("has a tone for every dashboard status of the domain", () => {
    expect(Object.keys(dashboardStatusTone).sort()).toEqual([...DASHBOARD_STATUSES].sort());
  });

  it("shows its status in words and passes axe in every tone", async () => {
    const screen = await renderThemed(
      <div>
        {(["positive", "caution", "critical", "info", "neutral", "brand"] as const).map((tone) => (
          <StatusBadge key={tone} label={`Status ${tone}`} tone={tone} />
        ))}
      </div>,
      "Hosver",
    );
    await expect.element(screen.getByText("Status critical")).toBeVisible();
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("keeps its own width in a grid column, where items stretch", async () => {
    const screen = await renderThemed(
      <div style={{ display: "grid", width: 600 }}>
        <StatusBadge label="Marked for translation" tone="neutral" />
      </div>,
    );
    const badge = screen.getByText("Marked for translation").element().closest("span, div");
    expect((badge as HTMLElement).getBoundingClientRect().width).toBeLessThan(300);
  });
});
