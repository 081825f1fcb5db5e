import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe";

test("the news panel opens from the side button and from a content link, and loads more", async ({
  page,
}) => {
  await page.goto("/en/company");
  const quickActions = page.getByRole("complementary", { name: "Quick actions" });
  const news = quickActions.getByRole("button", { name: /News/ });
  await expect(news).toContainText("10");
  await news.click();
  const panel = page.getByRole("dialog", { name: "News" });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("heading", { level: 3 })).toHaveCount(10);
  await expect(panel.getByText("New").first()).toBeVisible();
  await panel.getByRole("button", { name: "Load more" }).click();
  await expect(panel.getByRole("heading", { level: 3 })).toHaveCount(17);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  // Seen once, the feed is read: no count any more, also after a reload.
  await page.reload();
  await expect(quickActions.getByRole("button", { name: /News/ })).not.toContainText("10");
  // A content link with the target action:open-news-feed-panel opens the same panel.
  await page.locator('[data-link-action="open-news-feed-panel"]').first().click();
  await expect(page.getByRole("dialog", { name: "News" })).toBeVisible();
});

test("the contact panel promises an answer within 24 hours", async ({ page }) => {
  await page.goto("/de/company");
  await page
    .getByRole("complementary", { name: "Schnellzugriff" })
    .getByRole("button", { name: /Kontakt/ })
    .click();
  const panel = page.getByRole("dialog");
  await expect(panel).toContainText("24 Stunden");
  await expect(panel.getByRole("link")).toHaveAttribute("href", "/de/contact");
});

test("the share dialog offers the page's link", async ({ page }) => {
  await page.goto("/en/company");
  await page
    .getByRole("complementary", { name: "Quick actions" })
    .getByRole("button", { name: /Share/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Share this page" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox")).toHaveValue(/\/en\/company$/);
  await expect(dialog.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute(
    "href",
    /linkedin\.com.*company/,
  );
});

test("every navigation pushes one page view to the data layer, with no tag-manager request", async ({
  page,
}) => {
  const external: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("googletagmanager")) external.push(r.url());
  });
  await page.goto("/en/company");
  await expect
    .poll(() =>
      page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === "page_view").length),
    )
    .toBe(1);
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Stories" })
    .click();
  await page.waitForURL("**/en/stories");
  // Public links are plain anchors (a new document per page, from the page cache): the new
  // document's data layer has its own single page view.
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window.dataLayer ?? []).filter((e) => e.event === "page_view").map((e) => e.page_path),
      ),
    )
    .toEqual(["/en/stories"]);
  expect(external).toEqual([]);
});
