import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe";

test("a visitor reaches a product from the home page through the classification pages", async ({
  page,
}) => {
  await page.goto("/en");
  await page.getByRole("link", { name: "Discover our products" }).click();
  await page.waitForURL("**/en/products");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Products");
  await page.getByRole("link", { name: "Crimping", exact: true }).click();
  await page.waitForURL("**/en/products/crimping");
  await expect(page.getByText("3 variants").first()).toBeVisible();
  await page.getByRole("link", { name: "Gamma 263", exact: true }).click();
  await page.waitForURL("**/en/products/crimping/gamma-263");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gamma 263");
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link", { name: "Products" })).toHaveAttribute(
    "href",
    "/en/products",
  );
  await expect(breadcrumb.getByRole("link", { name: "Crimping" })).toHaveAttribute(
    "href",
    "/en/products/crimping",
  );
  // The product name closes the breadcrumb, unlinked.
  await expect(breadcrumb.getByText("Gamma 263")).toBeVisible();
  await expect(breadcrumb.getByRole("link", { name: "Gamma 263" })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test("switching to Imperial changes the specifications and holds on other pages", async ({
  page,
  context,
}) => {
  await page.goto("/en/products/crimping/gamma-263");
  const table = page.getByRole("table").first();
  await expect(table).toContainText("0.13–6 mm²");
  // The switch is a react-aria radio group: its input is visually hidden behind the segment.
  // It loads with the catalogue's chunk; a press before it has hydrated is pressed again.
  await expect(async () => {
    await page.getByRole("radio", { name: "Imperial" }).check({ force: true });
    await expect(table).toContainText("26–9 AWG", { timeout: 1_000 });
  }).toPass();
  await expect(table).not.toContainText("mm²");
  const cookie = (await context.cookies()).find((c) => c.name === "uapp_measurement_system");
  expect(cookie?.value).toBe("Imperial");
  await page.goto("/en/products/crimping/gamma-255");
  await expect(page.getByRole("radio", { name: "Imperial" })).toBeChecked();
  await expect(page.getByRole("table").first()).toContainText("AWG");
});

test("German product pages speak German", async ({ page }) => {
  await page.goto("/de/products/crimping/gamma-263");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { name: "Technische Daten" })).toBeVisible();
});

test("a product the visitor's country may not see is absent and answers 404", async ({
  page,
  request,
}) => {
  await page.goto("/en/products/crimping/crimp-presses");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Crimp presses");
  await expect(page.getByRole("link", { name: /BT 188/ })).toHaveCount(0);
  expect(
    (
      await request.get("/en/products/crimping/crimp-presses/bt-188-t", { maxRedirects: 0 })
    ).status(),
  ).toBe(404);
  // In the United States it is sold, listed and shown.
  const us = await request.get("/en-us/products/crimping/crimp-presses/bt-188-t");
  expect(us.status()).toBe(200);
});

test("a product page lists only the related items the visitor's country may see", async ({
  page,
}) => {
  // The cross-section lab is sold in Europe only: internationally its page answers 404.
  await page.goto("/en/products/crimping/crimp-quality/crimp-force-analyzer-cfa");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Crimp Force Analyzer CFA");
  await expect(page.getByRole("link", { name: /Cross-Section Lab XSL/ })).toHaveCount(0);
  await page.goto("/de-ch/products/crimping/crimp-quality/crimp-force-analyzer-cfa");
  const lab = page.getByRole("link", { name: /Cross-Section Lab XSL/ }).first();
  await expect(lab).toHaveAttribute(
    "href",
    "/de-ch/products/crimping/crimp-quality/cross-section-lab-xsl",
  );
  await lab.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cross-Section Lab XSL");
});

test("a product download goes through /file/{slug}, as a download when asked", async ({
  page,
  request,
}) => {
  await page.goto("/en/products/crimping/gamma-263");
  const link = page.getByRole("link", { name: /Datasheet Gamma 263/ });
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/file\//);
  const file = await request.get(`${href}${href!.includes("?") ? "&" : "?"}dl=true`);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toContain("application/pdf");
  expect(file.headers()["content-disposition"]).toContain("attachment");
  expect((await request.get("/file/no-such-file")).status()).toBe(404);
});

test("a capability page lists its products", async ({ page }) => {
  await page.goto("/en/products/crimping/gamma-263");
  await page.getByRole("link", { name: "Double crimping" }).click();
  await page.waitForURL("**/en/products/capabilities/**");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Double crimping");
  await expect(page.getByRole("link", { name: "Gamma 263", exact: true })).toBeVisible();
});

// Issue 43: a category card counts every product below it (its subcategories' too), or shows no
// count; "Cutting and stripping — 0 products" read as an empty range.
for (const [path, category] of [
  ["/en/products", "Cutting and stripping"],
  ["/en/services", "Maintenance and repair"],
] as const) {
  test(`the category cards on ${path} count the products below each category`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Categories" })).toBeVisible();
    await expect(main.getByText(/^0 products$/)).toHaveCount(0);
    const card = main
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: category, exact: true }) });
    await expect(card.getByText(/^[1-9]\d* products?$/)).toBeVisible();
  });
}

test("a category's product listing is named by its category, not 'View products'", async ({
  page,
}) => {
  await page.goto("/en/products/crimping/crimp-presses");
  await expect(page.getByRole("heading", { name: "View products" })).toHaveCount(0);
  await expect(
    page.getByRole("heading", { level: 2, name: /^Crimp presses: \d+ products?$/ }),
  ).toBeVisible();
});

test("a listing's cards show the products' key specifications", async ({ page }) => {
  await page.goto("/en/products/crimping/crimp-presses");
  const card = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: "BT 722", exact: true }) });
  await expect(card.getByRole("term")).toHaveCount(3);
  await expect(card.getByRole("term").first()).toHaveText("Crimp force");
  await expect(card.getByRole("definition").first()).toHaveText(/^\d[\d.,\s–]* kN$/);
  expect(await axeViolations(page)).toEqual([]);
});

test("a product page's first screen at 1440 px holds its pictures beside key facts, 'Talk to an Expert' and 'Add to compare'", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/en/products/crimping/gamma-263");
  const main = page.getByRole("main");
  const gallery = await main.getByRole("button", { name: /^Enlarge/ }).boundingBox();
  const expert = main.getByRole("link", { name: "Talk to an Expert" });
  // The hero's toggle comes first; related products' cards have theirs further down.
  const compare = main.getByRole("button", { name: "Add to compare", exact: true }).first();
  for (const action of [expert, compare]) {
    const box = (await action.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    // Beside the gallery, not under it.
    expect(box.x).toBeGreaterThan(gallery!.x + gallery!.width);
  }
  // Headline specifications from the product's data, and no tagline told twice.
  const facts = main.getByRole("term");
  await expect(facts.first()).toHaveText("Wire cross-section");
  await expect(main.getByRole("definition").first()).toHaveText("0.13–6 mm²");
  await expect(main.getByRole("link", { name: "3 variants" })).toHaveAttribute("href", "#variants");
  const tagline = (await main.locator("h1 + p").textContent())!;
  await expect(main.getByText(tagline, { exact: true })).toHaveCount(1);
  // The long page's sections, one link each.
  const sections = page.getByRole("navigation", { name: "On this page" });
  await expect(sections.getByRole("link", { name: "Specifications" })).toHaveAttribute(
    "href",
    "#specifications",
  );
  await expect(sections.getByRole("link", { name: "Downloads" })).toBeVisible();
  // 'Talk to an Expert' opens the contact panel with its way to the contact form.
  await expect(async () => {
    await expert.click();
    await expect(page.getByRole("dialog", { name: "Talk to an Expert" })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass();
  await expect(
    page
      .getByRole("dialog", { name: "Talk to an Expert" })
      .getByRole("link", { name: "Contact form" }),
  ).toHaveAttribute("href", "/en/contact");
  await page.keyboard.press("Escape");
  await compare.click();
  await expect(compare).toHaveAttribute("aria-pressed", "true");
  await expect(
    page
      .getByRole("complementary", { name: "Quick actions" })
      .getByRole("button", { name: /Compare/ }),
  ).toContainText("1");
});

/**
 * Text lines of the first screen that a fixed element covers: each line's box (a range over its
 * text) against each fixed box. A bar along the bottom edge that the page reserves room for (its
 * body's bottom padding) ends the first screen, as the browser's own toolbar does.
 */
function coveredLines() {
  const fixed = [...document.querySelectorAll<HTMLElement>("body *")].filter(
    (element) =>
      getComputedStyle(element).position === "fixed" && element.getBoundingClientRect().height > 0,
  );
  const reserved = Number.parseFloat(getComputedStyle(document.body).paddingBottom);
  const screenBottom = window.innerHeight - reserved;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const covered: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.textContent?.trim() || !parent?.checkVisibility({ visibilityProperty: true }))
      continue;
    if (fixed.some((element) => element.contains(parent))) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      if (line.width === 0 || line.top < 0 || line.bottom > screenBottom) continue;
      for (const element of fixed) {
        const box = element.getBoundingClientRect();
        if (
          line.left < box.right &&
          line.right > box.left &&
          line.top < box.bottom &&
          line.bottom > box.top
        ) {
          covered.push(`${node.textContent.trim().slice(0, 40)} under ${element.tagName}`);
        }
      }
    }
  }
  return covered;
}

test("on a phone the quick actions are a bar that covers no text, and each variant is a card", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en/products/crimping/gamma-263");
  const bar = page.getByRole("complementary", { name: "Quick actions" });
  await expect(bar.getByRole("button", { name: "Contact" })).toBeVisible();
  // Across the bottom edge, and the page keeps its height free after the footer.
  expect(await bar.boundingBox()).toMatchObject({ x: 0, width: 390 });
  expect(await page.evaluate(coveredLines)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footerEnd = await page.getByRole("contentinfo").evaluate((footer) => {
    const range = document.createRange();
    range.selectNodeContents(footer);
    return range.getBoundingClientRect().bottom;
  });
  expect(Math.round(footerEnd)).toBeLessThanOrEqual(Math.round((await bar.boundingBox())!.y));
  // The variants table stacks: each toggle whole, across its card.
  const toggle = page.getByRole("button", { name: /^Add .+ to compare$/ }).first();
  await toggle.scrollIntoViewIfNeeded();
  expect((await toggle.boundingBox())!.width).toBeGreaterThan(300);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
