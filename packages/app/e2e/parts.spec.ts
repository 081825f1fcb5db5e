import { expect, type Page, test } from "@playwright/test";
import { servicesUrl } from "../playwright.config";
import { axeViolations } from "./axe";
import { installationSecretOf } from "./secrets";
import { shot } from "./shot";
import { signIn } from "./signIn";

/**
 * Product information, the parts finder, the parts cart and quote / order requests (issue 16)
 * against the real SIS service and its seed, as the customer, another organisation's user and a
 * user without roles would go through them.
 */
const SERVICES = process.env.E2E_SERVICES_URL ?? servicesUrl;
const DESK_TOKEN = installationSecretOf("DESK_TOKEN");
const CART_KEY = "uapp_parts_cart";

/** The header's cart link, named with its count when the cart holds parts. */
const cartLink = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: /^Parts cart/ });

/** Empties the customer's server cart through the cart page, so each journey starts clean. */
async function emptyCart(page: Page) {
  await page.goto("/en/portal/cart");
  const clear = page.getByRole("button", { name: "Clear parts cart" });
  if (await clear.isVisible()) {
    await clear.click();
    // A destructive action: it asks first.
    await page.getByRole("dialog").getByRole("button", { name: "Clear parts cart" }).click();
    await expect(page.getByText("Your parts cart is empty.")).toBeVisible();
  }
}

test("a customer finds a part on the exploded view, orders more by quick order and requests a quote", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "customer@example.com", "/en/portal/inventory/m-010");
  await emptyCart(page);

  // From the machine to its parts finder.
  await page.goto("/en/portal/inventory/m-010");
  await page.getByRole("link", { name: "Find spare parts" }).click();
  await expect(page).toHaveURL(
    /\/en\/portal\/product-information\/kappa-330\/parts-finder\?machine=m-010$/,
  );
  await expect(page.getByRole("tab", { name: "Parts finder" })).toHaveAttribute(
    "aria-selected",
    "true",
  );

  // Position 7 by keyboard: the positions are one tab stop, arrow keys move, Enter opens.
  const positions = page.getByRole("group", { name: "Positions" });
  await positions.getByRole("button", { name: /^Position 1:/ }).focus();
  // Until the page has hydrated the key does nothing: press until focus moves.
  await expect(async () => {
    await page.keyboard.press("ArrowRight");
    await expect(positions.getByRole("button", { name: /^Position 2:/ })).toBeFocused({
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });
  for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
  await expect(positions.getByRole("button", { name: /^Position 7:/ })).toBeFocused();
  await page.keyboard.press("Enter");
  const summary = page.getByRole("article").filter({ hasText: "Cutting blade set" });
  await expect(summary.getByRole("heading", { name: "Cutting blade set" })).toBeVisible();
  await expect(summary).toContainText("1003071");
  await expect(summary).toContainText("High availability");
  expect(await axeViolations(page)).toEqual([]);
  await summary.getByRole("button", { name: "Add to parts cart" }).click();
  await expect(page.getByText("Cutting blade set has been added to the parts cart.")).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Parts cart, 1 item in the parts cart");

  // The cart holds the part under its article number.
  await cartLink(page).click();
  await expect(page).toHaveURL(/\/en\/portal\/cart$/);
  const lines = page.getByRole("table", { name: "Parts in your cart" });
  await expect(lines.getByRole("row", { name: /Cutting blade set/ })).toContainText("1003071");

  // Quick order: three valid lines and one unknown article number, reported with its line.
  const csv = "1003026;1\n1003055;2\n9999999;1\n1003097;1";
  await page.getByLabel("Article numbers and quantities").fill(csv);
  await page.getByRole("button", { name: "Add lines to parts cart" }).click();
  await expect(page.getByText("3 parts were added to the cart.")).toBeVisible();
  await expect(page.getByText("Line 3: unknown article number 9999999")).toBeVisible();
  await expect(page.getByLabel("Article numbers and quantities")).toHaveValue(csv);
  for (const article of ["1003071", "1003026", "1003055", "1003097"]) {
    await expect(lines).toContainText(article);
  }
  await expect(lines).not.toContainText("9999999");
  await expect(cartLink(page)).toHaveAccessibleName("Parts cart, 5 items in the parts cart");
  expect(await axeViolations(page)).toEqual([]);

  // The cart is stored on the server: another browser signs in and finds it.
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, "customer@example.com", "/en/portal/cart");
  const secondLines = second.getByRole("table", { name: "Parts in your cart" });
  for (const article of ["1003071", "1003026", "1003055", "1003097"]) {
    await expect(secondLines).toContainText(article);
  }
  await expect(cartLink(second)).toHaveAccessibleName("Parts cart, 5 items in the parts cart");

  // A corrupted local mirror resets without an error page; the badge follows the server.
  await second.evaluate((key) => window.localStorage.setItem(key, "{not json"), CART_KEY);
  await second.goto("/en/portal/inventory");
  await expect(second.getByRole("main")).toBeVisible();
  await expect(cartLink(second)).toHaveAccessibleName("Parts cart, 5 items in the parts cart");
  const mirror = await second.evaluate((key) => window.localStorage.getItem(key), CART_KEY);
  expect(JSON.parse(mirror!).parts).toHaveLength(4);
  await other.close();

  // Request a quote: the reference appears, the cart is empty, the request is in the history.
  await page.reload();
  await page.getByLabel("Your reference (optional)").fill("PO-4711");
  await page.getByRole("button", { name: "Request a quote" }).click();
  const sent = page.getByText(/Your quote request Q-\d{4}-\d{6} has been sent\./);
  await expect(sent).toBeVisible();
  const reference = (await sent.textContent())!.match(/Q-\d{4}-\d{6}/)![0];
  await expect(page.getByText("Your parts cart is empty.")).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Parts cart");
  await page.getByRole("link", { name: `Open request ${reference}` }).click();
  await expect(page).toHaveURL(new RegExp(`/en/portal/requests/${reference}$`));
  await expect(page.getByRole("main")).toContainText("PO-4711");
  await expect(page.getByRole("table", { name: "Requested parts" })).toContainText("1003071");
  // Requests are their own area of the navigation, and the request states its total (issue 42).
  await expect(
    page.getByRole("link", { name: "Quote and order requests", exact: true }),
  ).toHaveAttribute("aria-current", "page");
  await expect(
    page
      .getByRole("main")
      .getByRole("term")
      .filter({ hasText: /^Total$/ }),
  ).toBeVisible();
  await shot(page, "request-1440x900");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Back to the requests" }).click();
  const history = page.getByRole("table").filter({ hasText: reference });
  await expect(history.getByRole("row", { name: new RegExp(reference) })).toContainText(
    "Submitted",
  );
  expect(await axeViolations(page)).toEqual([]);

  // The service desk reviews it: the bell tells the customer and leads to the request.
  const desk = await fetch(`${SERVICES}/sis/desk/requests/${reference}/status`, {
    method: "POST",
    headers: { authorization: `Bearer ${DESK_TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify({ status: "IN_REVIEW", note: "We are checking the prices." }),
  });
  expect(desk.status).toBe(200);
  await page.reload();
  await expect(
    page.getByRole("table").getByRole("row", { name: new RegExp(reference) }),
  ).toContainText("In review");
  const bell = page.getByRole("button", { name: /Notifications, \d+ unread/ });
  await bell.click();
  const notification = page.getByRole("link", {
    name: new RegExp(`${reference} is now: In review`),
  });
  await expect(notification).toBeVisible();
  await notification.click();
  await expect(page).toHaveURL(new RegExp(`/en/portal/requests/${reference}$`));
  await expect(page.getByRole("table", { name: "Status history" })).toContainText(
    "We are checking the prices.",
  );
});

test("quick order by article number and CSV upload; saved lists reopen a cart", async ({
  page,
}) => {
  await signIn(page, "customer@example.com", "/en/portal/cart");
  await emptyCart(page);
  const lines = page.getByRole("table", { name: "Parts in your cart" });

  // One part by its article number and a quantity.
  await page.getByRole("textbox", { name: "Article number", exact: true }).fill("1003097");
  await page.getByRole("textbox", { name: "Quantity", exact: true }).fill("3");
  await page.getByRole("button", { name: "Add to parts cart" }).click();
  await expect(page.getByText("1 part was added to the cart.")).toBeVisible();
  await expect(lines).toContainText("1003097");
  await expect(cartLink(page)).toHaveAccessibleName("Parts cart, 3 items in the parts cart");

  // An uploaded CSV with column titles: the valid line is added, the other reported.
  await page.getByLabel("Or upload a CSV file").setInputFiles({
    name: "order.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("Article number;Quantity\n1003026;2\n1003055;abc\n"),
  });
  await expect(
    page.getByText("Line 3: invalid quantity for 1003055 (a whole number from 1 to 9999)"),
  ).toBeVisible();
  await expect(lines).toContainText("1003026");
  await expect(lines).not.toContainText("1003055");
  await expect(cartLink(page)).toHaveAccessibleName("Parts cart, 5 items in the parts cart");

  // Save the cart under a name, empty it, and bring the list back.
  await page.getByRole("textbox", { name: "Name of the list" }).fill("Blades for line 3");
  await page.getByRole("button", { name: "Save cart as list" }).click();
  await expect(page.getByText('The cart has been saved as "Blades for line 3".')).toBeVisible();
  const saved = page.getByRole("table", { name: "Your saved lists" });
  await expect(saved.getByRole("row", { name: /Blades for line 3/ })).toContainText("5 parts");
  await page.getByRole("button", { name: "Clear parts cart" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Clear parts cart" }).click();
  await expect(page.getByText("Your parts cart is empty.")).toBeVisible();
  await saved.getByRole("button", { name: "Add to cart: Blades for line 3" }).click();
  await expect(page.getByText("The list has been added to the parts cart.")).toBeVisible();
  await expect(lines).toContainText("1003097");
  await expect(lines).toContainText("1003026");
  await expect(cartLink(page)).toHaveAccessibleName("Parts cart, 5 items in the parts cart");
  expect(await axeViolations(page)).toEqual([]);
  await saved.getByRole("button", { name: "Delete: Blades for line 3" }).click();
  await expect(page.getByText("You have no saved lists.")).toBeVisible();
});

/** Whole cents of a price as the page shows it ("€2,294.44" → 229444). */
const cents = (text: string) => Number(text.replace(/\D/g, ""));

test("the parts cart adds up, keeps its request beside the total, removes a line at 0 and reads each quick-order line on its own", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, "customer@example.com", "/en/portal/cart");
  await emptyCart(page);
  const lines = page.getByRole("table", { name: "Parts in your cart" });

  // One paste, three separators: every line is read on its own (the help promises all three).
  const csv = "1003071;4\n1003055,4\n1003026\t3\n1006038,1";
  await page.getByLabel("Article numbers and quantities").fill(csv);
  await page.getByRole("button", { name: "Add lines to parts cart" }).click();
  await expect(page.getByText("4 parts were added to the cart.")).toBeVisible();
  for (const article of ["1003071", "1003055", "1003026", "1006038"]) {
    await expect(lines).toContainText(article);
  }
  await expect(page.getByText(/unknown article number/)).toHaveCount(0);

  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, "cart-1440x900");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "cart-390x844");
  await page.setViewportSize({ width: 1440, height: 900 });

  // Each line: unit price × quantity = line total; the lines add up to the total beside them.
  const headers = await lines.getByRole("columnheader").allTextContents();
  const unitColumn = headers.indexOf("Unit price");
  const lineColumn = headers.indexOf("Line total");
  expect(unitColumn, headers.join(" | ")).toBeGreaterThan(-1);
  expect(lineColumn).toBeGreaterThan(-1);
  const rows = lines.locator("tbody tr");
  await expect(rows).toHaveCount(4);
  let sum = 0;
  for (const row of await rows.all()) {
    const cells = row.locator(":scope > th, :scope > td");
    const quantity = Number(await row.getByRole("textbox").inputValue());
    const unit = cents((await cells.nth(unitColumn).textContent()) ?? "");
    const line = cents((await cells.nth(lineColumn).textContent()) ?? "");
    expect(unit).toBeGreaterThan(0);
    expect(line, (await row.textContent()) ?? "").toBe(unit * quantity);
    sum += line;
  }
  const summary = page.getByRole("region", { name: "Summary" });
  const total = summary.getByRole("definition").filter({ hasText: "€" }).last();
  expect(cents((await total.textContent()) ?? "")).toBe(sum);

  // The request is made beside the total, in the first screen at 1440 × 900.
  const quote = summary.getByRole("button", { name: "Request a quote" });
  const totalBox = (await total.boundingBox())!;
  const quoteBox = (await quote.boundingBox())!;
  expect(quoteBox.y + quoteBox.height).toBeLessThanOrEqual(900);
  expect(Math.abs(quoteBox.y - totalBox.y)).toBeLessThanOrEqual(300);
  const tableBox = (await lines.boundingBox())!;
  expect(totalBox.x).toBeGreaterThan(tableBox.x + tableBox.width - 1);
  expect(await axeViolations(page)).toEqual([]);

  // Quantity 0 removes the line (spec §4: "Zero or less removes the part").
  const blade = rows.filter({ hasText: "1003026" });
  await blade.getByRole("textbox").fill("0");
  await page.keyboard.press("Tab");
  await expect(lines).not.toContainText("1003026");
  await expect(rows).toHaveCount(3);
  await expect(cartLink(page)).toHaveAccessibleName("Parts cart, 9 items in the parts cart");
  await page.reload();
  await expect(rows).toHaveCount(3);

  // On a phone the summary follows the lines.
  await page.setViewportSize({ width: 390, height: 844 });
  const narrowTable = (await lines.boundingBox())!;
  const narrowTotal = (await total.boundingBox())!;
  expect(narrowTotal.y).toBeGreaterThan(narrowTable.y + narrowTable.height - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);

  // The customer is in Germany: on /de the prices are written the German way (issue 42).
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/de/portal/cart");
  const main = page.getByRole("main");
  await expect(main).toContainText(/\d,\d{2}\u00a0€/);
  await expect(main).not.toContainText("EUR");
  await shot(page, "cart-de-1440x900");
});

test("product information: search by item number, show active only, and a tab's own URL", async ({
  page,
}) => {
  await signIn(page, "customer@example.com", "/en/portal");
  // The dashboard's tile leads to the list.
  await page.goto("/en/portal/product-information");
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel("Search by product name or item number").fill("ITM-K330-01");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/q=ITM-K330-01/);
  const rows = page.getByRole("table").locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Kappa 330");

  // Every model has discontinued or cancelled items; "show active only" hides them.
  await page.goto("/en/portal/product-information?q=kappa");
  const statuses = async () => (await rows.allTextContents()).join(" ");
  await expect(async () => {
    expect(await statuses()).toMatch(/Discontinued|Cancelled/);
  }).toPass();
  await page.getByText("Show active only").click();
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/active=1/);
  expect(await rows.count()).toBeGreaterThan(0);
  expect(await statuses()).not.toMatch(/Discontinued|Cancelled/);

  // A tab's URL opens that tab, after a reload too.
  await rows.first().getByRole("link").click();
  await expect(page.getByRole("tab", { name: "Spare and wear parts" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("tab", { name: "Software" }).click();
  await expect(page).toHaveURL(/\/product-information\/kappa-330[a-z-]*\/software$/);
  await page.reload();
  await expect(page.getByRole("tab", { name: "Software" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  expect(await axeViolations(page)).toEqual([]);

  await page.goto("/en/portal/product-information/kappa-330/parts-list");
  await expect(page.getByRole("tab", { name: "Parts list" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("table")).toContainText("1003071");
  expect(await axeViolations(page)).toEqual([]);

  // The order-parts tab's quick order puts parts straight into the cart.
  await page.goto("/en/portal/product-information/kappa-330/order-parts");
  await expect(page.getByRole("tab", { name: "Order parts" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("textbox", { name: "Article number", exact: true }).fill("1003055");
  await page.getByRole("button", { name: "Add to parts cart" }).click();
  await expect(page.getByText("1 part was added to the cart.")).toBeVisible();

  // The knowledge hub's articles and topics, keyed by TopicID.
  await page.goto("/en/portal/product-information/kappa-330/knowledge-hub");
  expect(await axeViolations(page)).toEqual([]);
  const topic = page.getByRole("main").locator('a[href*="/TOP-"]').first();
  const topicTitle = (await topic.textContent())!;
  await topic.click();
  await expect(page).toHaveURL(/\/product-information\/pi-kappa-330-01\/kh-[a-z0-9-]+\/TOP-\d{6}$/);
  await expect(page.getByRole("heading", { name: topicTitle })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("another organisation gets not found for a customer's request and a model it does not own; no roles, no access", async ({
  browser,
}) => {
  const artemis = await browser.newPage();
  await signIn(artemis, "artemis@example.com");
  for (const path of [
    "/en/portal/requests/Q-2026-000001",
    "/en/portal/product-information/kappa-330/parts-finder",
    "/en/portal/product-information/kappa-330/parts-list",
  ]) {
    const response = await artemis.goto(path);
    expect(response!.status(), path).toBe(404);
    await expect(artemis.getByRole("heading", { name: "Not found" })).toBeVisible();
  }
  // Its own request opens.
  await artemis.goto("/en/portal/requests/Q-2026-000005");
  await expect(artemis.getByRole("main")).toContainText("Q-2026-000005");
  await artemis.close();

  const visitor = await browser.newPage();
  await signIn(visitor, "visitor@example.com");
  for (const path of [
    "/en/portal/product-information",
    "/en/portal/product-information/kappa-330/parts-finder",
    "/en/portal/cart",
    "/en/portal/requests",
  ]) {
    await visitor.goto(path);
    await expect(
      visitor.getByRole("heading", { name: "You have no access to this area" }),
    ).toBeVisible();
    await expect(visitor.getByRole("table")).toHaveCount(0);
  }
  expect(await axeViolations(visitor)).toEqual([]);
  await visitor.close();
});
