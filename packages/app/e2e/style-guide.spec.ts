import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import {
  docsPageFailure,
  recordPreviewEvents,
  STORYBOOK_DOCS_TIMEOUT_MS,
  storybookPreview,
} from "./styleGuide";

test("/style-guide/buttons opens the Buttons docs page with a loading button", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/style-guide/buttons");
  await expect(page).toHaveURL(/\/style-guide\/index\.html\?path=\/docs\/buttons--docs/);
  const preview = storybookPreview(page);
  await expect(preview.getByRole("heading", { level: 1, name: "Buttons" })).toBeVisible({
    timeout: STORYBOOK_DOCS_TIMEOUT_MS,
  });
  await expect(preview.locator('button[aria-busy="true"]').first()).toBeDisabled();
});

test("/style-guide opens the style guide", async ({ page }) => {
  const response = await page.goto("/style-guide");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Storybook|Style guide/i);
});

/** One entry of the built style guide's index (Storybook's `index.json`). */
type StyleGuideEntry = { id: string; type: "docs" | "story"; title: string };

/**
 * Every docs page of the built style guide (`pnpm build-storybook` runs before these tests).
 * Stories are each rendered by the design system's Vitest project; docs pages (MDX and
 * autodocs) are only rendered here, so an MDX expression that throws is caught by this test.
 */
const docsPages = Object.values(
  (
    JSON.parse(
      readFileSync(new URL("../public/style-guide/index.json", import.meta.url), "utf8"),
    ) as { entries: Record<string, StyleGuideEntry> }
  ).entries,
).filter((entry) => entry.type === "docs");

test("the style guide has docs pages to check", () => {
  expect(docsPages.map((entry) => entry.id)).toContain("pages-error--docs");
});

test("every style-guide docs page renders without an error", async ({ context }) => {
  test.setTimeout(240_000);
  await context.addInitScript(recordPreviewEvents);
  const failures: string[] = [];
  const queue = [...docsPages];
  // A few preview tabs at once. Each loads the preview once, from the address of its first
  // page, and then moves from page to page as the style guide's own sidebar does: the preview
  // is told which page to show and stays loaded.
  const tab = async () => {
    const page = await context.newPage();
    let previewLoaded = false;
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const failure = await docsPageFailure(page, entry.id, previewLoaded);
      if (failure) failures.push(`${entry.id}: ${failure}`);
      // After a failure the next page loads the preview afresh.
      previewLoaded = !failure;
    }
    await page.close();
  };
  await Promise.all([tab(), tab(), tab()]);
  expect(failures).toEqual([]);
});

test("every short style-guide address opens a docs page", async ({ request }) => {
  // The address leads to a docs page of the index; that every docs page renders is the walk
  // above, and the Buttons test opens one short address in the whole style guide.
  const docsIds = new Set(docsPages.map((entry) => entry.id));
  for (const section of [
    "inputs",
    "buttons",
    "modules",
    "components",
    "typography",
    "pages/error",
  ]) {
    const response = await request.get(`/style-guide/${section}`);
    expect(response.status(), section).toBe(200);
    const docsId = new URL(response.url()).searchParams.get("path")?.match(/^\/docs\/(.+)$/)?.[1];
    expect(docsId && docsIds.has(docsId), `${section} → ${response.url()}`).toBe(true);
  }
});
