import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe";

const PAGE = "/en/company/locations";

/** The locations list and its cards (each card's name is its level-3 heading). */
function locations(page: Page) {
  const list = page.getByRole("region", { name: "Sales and service worldwide" });
  return { list, names: list.getByRole("heading", { level: 3 }) };
}

/** Picks filters in the list's search form and sends it. */
async function filter(page: Page, choice: { country?: string; service?: string; q?: string }) {
  const form = page.getByRole("search", { name: "Filter locations" });
  if (choice.q !== undefined) await form.getByLabel("Search for a location").fill(choice.q);
  if (choice.country) {
    await form.getByRole("combobox", { name: "Country" }).selectOption({ label: choice.country });
  }
  if (choice.service) {
    await form.getByRole("combobox", { name: "Service" }).selectOption({ label: choice.service });
  }
  await form.getByRole("button", { name: "Filter" }).click();
}

test("the contacts and locations page is reached from the footer and lists at least 15 locations", async ({
  page,
}) => {
  await page.goto("/en");
  await page.locator("footer").getByRole("link", { name: "Locations", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/company\/locations$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contacts and locations");
  const { list, names } = locations(page);
  expect(await names.count()).toBeGreaterThanOrEqual(15);
  await expect(list.getByText(/^\d+ locations$/)).toHaveText(`${await names.count()} locations`);
  // Every location has its address, country, phone, e-mail, services and an entry point.
  const stuttgart = list.getByRole("listitem").filter({
    has: page.getByRole("heading", { name: "WIRE Deutschland GmbH" }),
  });
  await expect(stuttgart).toContainText("70499 Stuttgart");
  await expect(stuttgart).toContainText("Germany");
  await expect(stuttgart.getByRole("link", { name: "+49 711 555 30 00" })).toHaveAttribute(
    "href",
    "tel:+497115553000",
  );
  await expect(stuttgart.getByRole("link", { name: "info.de@wire-group.example" })).toBeVisible();
  // The services are a plain list introduced by hidden text (a list carries no name of its own).
  await expect(stuttgart.getByText("Services offered")).toBeAttached();
  await expect(stuttgart.getByRole("list")).toContainText("Spare parts");
  expect(await axeViolations(page)).toEqual([]);
});

test("filtering by country, service and text narrows the list, with the filters in the URL", async ({
  page,
}) => {
  await page.goto(PAGE);
  const { list, names } = locations(page);
  const all = await names.count();

  await filter(page, { country: "Germany" });
  await expect(page).toHaveURL(/[?&]country=DE(&|$)/);
  await expect(names).toHaveText(["WIRE Deutschland GmbH", "WIRE Service Nord GmbH"]);
  expect(await names.count()).toBeLessThan(all);

  await filter(page, { service: "Training" });
  await expect(page).toHaveURL(/country=DE&service=training/);
  await expect(names).toHaveText(["WIRE Deutschland GmbH"]);
  await expect(list.getByText("1 location", { exact: true })).toBeVisible();
  // The form shows the filters it applied.
  const form = page.getByRole("search", { name: "Filter locations" });
  await expect(form.getByRole("combobox", { name: "Country" })).toHaveValue("DE");
  await expect(form.getByRole("combobox", { name: "Service" })).toHaveValue("training");
  expect(await axeViolations(page)).toEqual([]);

  // Nothing matches: the list says so.
  await filter(page, { q: "Atlantis" });
  await expect(list.getByText("No locations found for this selection.")).toBeVisible();
  await expect(names).toHaveCount(1); // the empty state's own heading
  expect(await axeViolations(page)).toEqual([]);

  await form.getByRole("link", { name: "Reset filters" }).click();
  await expect(page).toHaveURL(/\/en\/company\/locations$/);
  await expect(names).toHaveCount(all);
});

test("Talk to an Expert opens the contact panel, which promises a reply within 24 hours", async ({
  page,
}) => {
  await page.goto(`${PAGE}?country=MX`);
  const { list } = locations(page);
  await list.getByRole("link", { name: "Talk to an Expert" }).first().click();
  const panel = page.getByRole("dialog", { name: "Talk to an Expert" });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText("within 24 hours");
  await expect(page).toHaveURL(/\/en\/company\/locations\?country=MX$/);
});

test("the filters work without JavaScript, and Talk to an Expert leads to the contact page", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PAGE);
  const { names, list } = locations(page);
  const all = await names.count();
  expect(all).toBeGreaterThanOrEqual(15);

  await filter(page, { country: "United States", service: "Spare parts" });
  await expect(page).toHaveURL(/country=US&service=spareParts/);
  await expect(names).toHaveText(["WIRE North America Inc.", "WIRE Service South Inc."]);

  await filter(page, { service: "Training" });
  await expect(names).toHaveText(["WIRE North America Inc."]);

  await filter(page, { country: "All countries", service: "All services", q: "hamburg" });
  await expect(names).toHaveText(["WIRE Service Nord GmbH"]);
  // (axe needs script in the page: the filtered list is checked in the test above.)

  await list.getByRole("link", { name: "Talk to an Expert" }).click();
  await expect(page).toHaveURL(/\/en\/contact$/);
  await context.close();
});

test("the list speaks the page's language: countries and services in German", async ({ page }) => {
  await page.goto("/de/company/locations?service=training&country=CH");
  const form = page.getByRole("search", { name: "Standorte filtern" });
  await expect(form.getByRole("combobox", { name: "Land" })).toHaveValue("CH");
  await expect(form.getByRole("combobox", { name: "Leistung" })).toHaveValue("training");
  const list = page.getByRole("region", { name: "Vertrieb und Service weltweit" });
  await expect(list.getByRole("heading", { level: 3 })).toHaveText([
    "WIRE Group AG (headquarters)",
  ]);
  await expect(list.getByRole("listitem").first()).toContainText("Schweiz");
  await expect(list.getByText("Angebotene Leistungen")).toBeAttached();
  await expect(list.getByRole("listitem").first().getByRole("list")).toContainText("Schulung");
  await expect(list.getByRole("link", { name: "Mit einem Experten sprechen" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
