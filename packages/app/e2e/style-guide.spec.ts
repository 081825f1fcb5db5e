import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";

test("/style-guide/buttons opens the Buttons docs page with a loading button", async ({ page }) => {
  await page.goto("/style-guide/buttons");
  await expect(page).toHaveURL(/\/style-guide\/index\.html\?path=\/docs\/buttons--docs/);
  const preview = page.frameLocator("#storybook-preview-iframe");
  await expect(preview.getByRole("heading", { level: 1, name: "Buttons" })).toBeVisible({
    timeout: 20_000,
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

test("every style-guide docs page renders without an error", async ({ page }) => {
  test.setTimeout(240_000);
  const failures: string[] = [];
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // The first page loads the preview; the others are opened in it the way the style guide's
  // sidebar opens them (one load of the preview instead of one per page: 138 s → a fraction).
  const [first, ...others] = docsPages;
  await page.goto(`/style-guide/iframe.html?viewMode=docs&id=${first!.id}`);
  const firstFailure = await shownFailure(page);
  if (firstFailure || errors.length) failures.push(`${first!.id}: ${firstFailure ?? errors[0]}`);
  for (const entry of others) {
    errors.length = 0;
    const failure =
      (await openDocsPage(page, entry.id).catch(async (error: Error) => {
        // The preview loaded a document while the page was opened (once in a CI run, cause not
        // found): that page is then loaded on its own, as a reader's reload would.
        if (!/context was destroyed/i.test(error.message)) throw error;
        await page.goto(`/style-guide/iframe.html?viewMode=docs&id=${entry.id}`);
        return undefined;
      })) ??
      (await shownFailure(page)) ??
      errors[0];
    if (failure) failures.push(`${entry.id}: ${failure}`);
  }
  expect(failures).toEqual([]);
});

/**
 * What the preview shows once a page has rendered or failed: Storybook marks the body
 * `sb-show-main` or `sb-show-errordisplay` (with the error in `#error-message`).
 */
async function shownFailure(page: Page): Promise<string | undefined> {
  const body = page.locator("body");
  await expect(body).toHaveClass(/sb-show-(main|errordisplay)/, { timeout: 20_000 });
  if ((await body.getAttribute("class"))?.includes("sb-show-errordisplay")) {
    return (await page.locator("#error-message").textContent()) ?? "error display";
  }
  return undefined;
}

/**
 * Opens a docs page in the loaded preview through its channel, as the manager does, and
 * answers what went wrong, if anything: the preview's own report of a failure, or no page
 * rendered within 20 s.
 */
function openDocsPage(page: Page, id: string): Promise<string | undefined> {
  return page.evaluate(
    (storyId) =>
      new Promise<string | undefined>((resolve) => {
        type Channel = {
          on(event: string, listener: (...args: unknown[]) => void): void;
          off(event: string, listener: (...args: unknown[]) => void): void;
          emit(event: string, ...args: unknown[]): void;
        };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const listeners: Record<string, (...args: unknown[]) => void> = {
          docsRendered: (renderedId) => renderedId === storyId && finish(undefined),
          storyThrewException: (error) => finish(String((error as Error)?.message ?? error)),
          storyErrored: (error) => finish(String((error as { title?: string })?.title ?? error)),
          storyMissing: () => finish("missing from the style guide's index"),
        };
        const timer = setTimeout(() => finish("did not render within 20 s"), 20_000);
        function finish(failure: string | undefined) {
          clearTimeout(timer);
          for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
          resolve(failure);
        }
        for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
        channel.emit("setCurrentStory", { storyId, viewMode: "docs" });
      }),
    id,
  );
}

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
