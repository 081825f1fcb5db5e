import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { PageContent } from "./PageContent";

describe("PageContent", () => {
  it("is the page's main region, focusable for the skip link", async () => {
    const screen = await renderThemed(
      <PageContent id="main" tabIndex={-1}>
        <p>Content</p>
      </PageContent>,
    );
    const main = screen.getByRole("main");
    await expect.element(main).toHaveAttribute("id", "main");
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("keeps modules off the viewport's edges and in one centred column", async () => {
    await page.viewport(390, 700);
    const screen = await renderThemed(
      <PageContent>
        <p data-testid="text">Content</p>
      </PageContent>,
    );
    const narrow = screen.getByTestId("text").element().getBoundingClientRect();
    expect(narrow.left).toBe(16);
    expect(Math.round(window.innerWidth - narrow.right)).toBe(16);

    await page.viewport(1400, 700);
    const wide = screen.getByTestId("text").element().getBoundingClientRect();
    expect(Math.round(wide.width)).toBe(1180);
    expect(Math.round(wide.left)).toBe(Math.round((window.innerWidth - 1180) / 2));
    await page.viewport(1024, 768);
  });
});
