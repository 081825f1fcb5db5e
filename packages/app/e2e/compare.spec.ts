import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe";

/** The basket's local-storage key (spec section 9; `STORAGE_KEYS.comparisonBasket`). */
const STORAGE_KEY = "uapp_comparison_basket";

const quickActions = (page: Page) => page.getByRole("complementary", { name: "Quick actions" });
const compareButton = (page: Page) => quickActions(page).getByRole("button", { name: /Compare/ });

async function openPanel(page: Page) {
  await compareButton(page).click();
  const panel = page.getByRole("dialog", { name: "Product comparison" });
  await expect(panel).toBeVisible();
  return panel;
}

test("two products of one classification are compared: variant changed, identical rows hidden, kept on reload", async ({
  page,
}) => {
  // A shared comparison link opens the comparison with its product…
  await page.goto("/en/company?compare=alpha-530");
  const modal = page.getByRole("dialog", { name: "Compare Cut and strip machines" });
  await expect(modal).toBeVisible();
  await expect(page).not.toHaveURL(/compare=/);
  // …and the candidate list adds a second product of the same classification.
  const candidates = modal.getByRole("region", { name: "Add products to the comparison" });
  await candidates.getByRole("button", { name: "Add Kappa 330 to the comparison" }).click();
  const table = modal.getByRole("table");
  await expect(table.getByRole("columnheader", { name: "Kappa 330" })).toBeVisible();
  // Alpha 530 has two variants, so it stays a candidate; Kappa 330 (three variants) too.
  await expect(
    candidates.getByRole("button", { name: "Add Alpha 530 to the comparison" }),
  ).toBeVisible();
  await modal.getByRole("button", { name: "Close" }).click();
  await expect(modal).toBeHidden();

  await expect(compareButton(page)).toContainText("2");
  let panel = await openPanel(page);
  const group = panel.getByRole("region", { name: "Cut and strip machines" });
  await expect(group.getByText("2 products selected")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // Change the variant of Alpha 530.
  const alpha = group.getByRole("listitem").filter({ hasText: "Alpha 530" });
  await alpha.getByRole("button", { name: /Variant/ }).click();
  await page.getByRole("option", { name: "Alpha 530 L (1–6 mm²)" }).click();
  await expect(alpha.getByRole("button", { name: /Variant/ })).toContainText("Alpha 530 L");
  await group.getByRole("button", { name: "Compare now" }).click();

  await expect(modal).toBeVisible();
  await expect(
    table.getByRole("columnheader", { name: "Alpha 530 – Alpha 530 L (1–6 mm²)" }),
  ).toBeVisible();
  // The variant's own cross-section wins over the product's range; metric values only.
  await expect(table.getByRole("row", { name: /Wire cross-section/ })).toContainText("1–6");
  await expect(table).not.toContainText("AWG");
  // Both run at 6 m/s: an identical row, hidden on request.
  const feedSpeed = table.getByRole("row", { name: /Feed speed/ });
  await expect(feedSpeed).toBeVisible();
  await modal.getByText("Hide identical specifications").click();
  await expect(feedSpeed).toBeHidden();
  await expect(table.getByRole("row", { name: /Weight/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await modal.getByRole("button", { name: "Close" }).click();

  // Reloading keeps the basket, with the chosen variant.
  await page.reload();
  await expect(compareButton(page)).toContainText("2");
  panel = await openPanel(page);
  await expect(
    panel
      .getByRole("listitem")
      .filter({ hasText: "Alpha 530" })
      .getByRole("button", { name: /Variant/ }),
  ).toContainText("Alpha 530 L");
  const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
  expect(JSON.parse(stored ?? "{}")).toMatchObject({
    classifications: [
      {
        slug: "cut-strip-machines",
        products: [
          { slug: "alpha-530", variantId: "alpha-530-l" },
          { slug: "kappa-330", variantId: null },
        ],
      },
    ],
  });
});

test("the basket panel removes one instance, all of a product and a whole classification", async ({
  page,
}) => {
  await page.goto(
    "/en/company?compare=alpha-530:alpha-530-s,alpha-530:alpha-530-l,kappa-330,mini-applicator-ma-s",
  );
  // The shared link opens the first product's classification.
  const modal = page.getByRole("dialog", { name: "Compare Cut and strip machines" });
  await expect(modal.getByRole("columnheader")).toHaveCount(3);
  await modal.getByRole("button", { name: "Close" }).click();
  await expect(compareButton(page)).toContainText("4");

  const panel = await openPanel(page);
  const cutting = panel.getByRole("region", { name: "Cut and strip machines" });
  await expect(panel.getByRole("region", { name: "Applicators" })).toBeVisible();
  await cutting.getByRole("button", { name: "Remove all Alpha 530" }).click();
  await expect(cutting.getByRole("listitem")).toHaveCount(1);
  await cutting.getByRole("button", { name: "Remove Kappa 330 from comparison" }).click();
  await expect(cutting).toBeHidden();
  await panel.getByRole("button", { name: "Remove all products in Applicators" }).click();
  await expect(
    panel.getByText("You have not added any products to the comparison yet."),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(compareButton(page)).not.toContainText(/\d/);
});

test("the comparison is in the visitor's measurement system", async ({ page, context }) => {
  await context.addCookies([
    { name: "uapp_measurement_system", value: "Imperial", url: "http://localhost:3400" },
    { name: "uapp_measurement_system", value: "Imperial", url: "http://localhost:3000" },
  ]);
  await page.goto("/en/company?compare=alpha-530:alpha-530-s,alpha-560");
  const table = page.getByRole("dialog").getByRole("table");
  await expect(
    table.getByRole("columnheader", { name: "Alpha 530 – Alpha 530 S (26–17 AWG)" }),
  ).toBeVisible();
  await expect(table.getByRole("row", { name: /Weight/ })).toContainText("lb");
  await expect(table).not.toContainText("kg");
});

test("a corrupted stored basket gives an empty basket, not an error page, and is reset in storage", async ({
  page,
}) => {
  const stored = () => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
  const emptyBasket = JSON.stringify({ classifications: [] });
  await page.goto("/en/company");
  await page.evaluate((key) => localStorage.setItem(key, "{not json"), STORAGE_KEY);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Sorry, something went wrong")).toHaveCount(0);
  await expect(compareButton(page)).not.toContainText(/\d/);
  // Reset in storage too, not only in the page's memory (spec §8).
  await expect.poll(stored).toBe(emptyBasket);
  const panel = await openPanel(page);
  await expect(
    panel.getByText("You have not added any products to the comparison yet."),
  ).toBeVisible();

  // A well-formed but wrong shape resets too.
  await page.evaluate(
    (key) => localStorage.setItem(key, JSON.stringify({ classifications: [{ slug: 1 }] })),
    STORAGE_KEY,
  );
  await page.reload();
  await expect(compareButton(page)).toBeVisible();
  await expect(compareButton(page)).not.toContainText(/\d/);
  await expect.poll(stored).toBe(emptyBasket);
});

test("products are added to the basket from the classification page's cards", async ({ page }) => {
  await page.goto("/en/products/cutting-stripping/cut-strip-machines");
  const card = (name: string) => page.locator("article").filter({ hasText: name });
  const alpha = card("Alpha 530").getByRole("button", { name: "Add to compare" });
  await alpha.click();
  await expect(alpha).toHaveAttribute("aria-pressed", "true");
  await card("Kappa 330").getByRole("button", { name: "Add to compare" }).click();
  await expect(compareButton(page)).toContainText("2");
  const panel = await openPanel(page);
  const group = panel.getByRole("region", { name: "Cut and strip machines" });
  await expect(group.getByRole("listitem")).toHaveCount(2);
  await group.getByRole("button", { name: "Compare now" }).click();
  const modal = page.getByRole("dialog", { name: "Compare Cut and strip machines" });
  await expect(modal.getByRole("columnheader", { name: "Alpha 530" })).toBeVisible();
  await expect(modal.getByRole("columnheader", { name: "Kappa 330" })).toBeVisible();
  // The shareable link opens the same comparison elsewhere.
  const share = await modal
    .getByRole("link", { name: "Link to this comparison" })
    .getAttribute("href");
  expect(share).toMatch(/\?compare=alpha-530,kappa-330$/);
});

test("a service is compared with the others of its classification, added from its own page", async ({
  page,
}) => {
  // A maintenance contract has no variants: its page's hero adds it as a whole.
  await page.goto("/en/services/maintenance/maintenance-contracts/maintenance-plus");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plus");
  // The hero's toggle; related services' cards have theirs further down.
  const add = page
    .getByRole("main")
    .getByRole("button", { name: "Add to compare", exact: true })
    .first();
  await expect(async () => {
    await add.click();
    await expect(add).toHaveAttribute("aria-pressed", "true", { timeout: 1_000 });
  }).toPass();
  await expect(compareButton(page)).toContainText("1");
  const panel = await openPanel(page);
  await expect(panel.getByRole("region", { name: "Maintenance contracts" })).toContainText("Plus");
});
