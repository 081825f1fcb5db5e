import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { SummaryLayout } from "./SummaryLayout";

describe("SummaryLayout", () => {
  it("puts the summary beside the lines when wide and after them when narrow", async () => {
    await page.viewport(1440, 900);
    const screen = await renderThemed(
      <SummaryLayout summary={<section aria-label="Summary">Total €10.00</section>}>
        <table aria-label="Lines">
          <tbody>
            <tr>
              <td>Blade</td>
            </tr>
          </tbody>
        </table>
      </SummaryLayout>,
    );
    const lines = () =>
      screen.getByRole("table", { name: "Lines" }).element().getBoundingClientRect();
    const summary = () =>
      screen.getByRole("region", { name: "Summary" }).element().getBoundingClientRect();
    expect(summary().left).toBeGreaterThanOrEqual(lines().right);
    // Both columns start at the top of the layout (the sticky summary keeps 1rem off the
    // viewport's top edge).
    const column = screen.getByRole("table", { name: "Lines" }).element().parentElement!;
    expect(summary().top - column.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    expect(summary().top).toBeLessThanOrEqual(Math.max(16, column.getBoundingClientRect().top));
    expect(summary().width).toBeGreaterThanOrEqual(256);
    expect(await axeViolations(screen.container)).toEqual([]);

    await page.viewport(390, 844);
    expect(summary().top).toBeGreaterThanOrEqual(lines().bottom);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await page.viewport(1024, 768);
  });

  it("gives the lines the whole width without a summary", async () => {
    await page.viewport(1440, 900);
    const screen = await renderThemed(
      <SummaryLayout>
        <p data-testid="lines">Your parts cart is empty.</p>
      </SummaryLayout>,
    );
    const layout = screen.container.firstElementChild!.getBoundingClientRect();
    const lines = screen.getByTestId("lines").element().getBoundingClientRect();
    expect(Math.round(lines.width)).toBe(Math.round(layout.width));
    await page.viewport(1024, 768);
  });
});
