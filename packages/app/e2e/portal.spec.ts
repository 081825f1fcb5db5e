import { mkdtempSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { servicesUrl } from "../playwright.config";
import { axeViolations } from "./axe";
import { watchPendingRequests } from "./pendingRequests";
import { installationSecretOf } from "./secrets";
import { shot } from "./shot";
import { signIn } from "./signIn";

/**
 * The service portal's journeys (issue: tickets, inventory, WIRE Flow) against the real SIS
 * service and its seeded installed base, as a customer, another organisation's user and a user
 * without roles would go through them.
 */
const SERVICES = process.env.E2E_SERVICES_URL ?? servicesUrl;
const DESK_TOKEN = installationSecretOf("DESK_TOKEN");
const files = mkdtempSync(join(tmpdir(), "wire-e2e-files-"));

/** A real PNG: its signature and header, then `size` bytes in all; the server sniffs the content. */
function pngFile(name: string, size: number) {
  const path = join(files, name);
  const header = Buffer.from(
    "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489",
    "hex",
  );
  writeFileSync(path, Buffer.concat([header, Buffer.alloc(Math.max(0, size - header.length))]));
  return path;
}

/** Picks a filter's option: the filter bars use the browser's own select. */
async function chooseOption(page: Page, label: string, option: string | RegExp) {
  const select = page.getByRole("combobox", { name: label, exact: true });
  const labels = await select.locator("option").allTextContents();
  const match = labels.find((text) =>
    typeof option === "string" ? text === option : option.test(text),
  );
  expect(match, `an option ${option} in ${labels.join(", ")}`).toBeDefined();
  await select.selectOption({ label: match! });
}

/**
 * Opens the focused select with the arrow key and takes its first option with Enter; focus
 * returns to the select's button, where Tab goes on from.
 */
async function pickFirstByKeyboard(page: Page, label: RegExp) {
  const trigger = page.getByRole("button", { name: label });
  await expect(trigger).toBeFocused();
  // Until the page has hydrated, the key does nothing: press again until the list opens.
  await expect(async () => {
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("listbox")).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(trigger).toBeFocused();
}

async function deskReply(ticketId: string, text: string, status?: string) {
  const call = (path: string, body: unknown) =>
    fetch(`${SERVICES}/sis/desk/tickets/${ticketId}/${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${DESK_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  expect((await call("replies", { author: "Luis García", text })).status).toBe(200);
  if (status) expect((await call("status", { status })).status).toBe(200);
}

test("a customer follows the dashboard to the ticket list, pages, filters and searches it", async ({
  page,
}) => {
  await signIn(page, "customer@example.com");
  await page
    .locator("article", { has: page.getByRole("heading", { name: "Service ticketing" }) })
    .getByRole("link", { name: "Open" })
    .click();
  await expect(page).toHaveURL(/\/en\/portal\/tickets\/list$/);
  await expect(page.getByRole("heading", { level: 1, name: "My tickets" })).toBeVisible();
  const table = page.getByRole("table");
  await expect(table).toContainText(/Service tickets, page 1 of \d+/);

  await page
    .getByRole("navigation", { name: "Ticket pages" })
    .getByRole("link", { name: "Page 2", exact: true })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(table).toContainText(/page 2 of/);

  await chooseOption(page, "Status", "Closed");
  await page.getByRole("button", { name: "Apply" }).click();
  // The form submits every field; the list answers at its short URL.
  await expect(page).toHaveURL(/\/tickets\/list\?status=CLOSED$/);
  const statuses = await table
    .locator("tbody tr")
    .evaluateAll((rows) => rows.map((row) => row.textContent ?? ""));
  expect(statuses.length).toBeGreaterThan(0);
  for (const row of statuses) expect(row).toContain("Closed");

  // Back and reload keep the filter: it lives in the URL.
  await page.reload();
  await expect(page).toHaveURL(/status=CLOSED/);
  const firstId = (await table.locator("tbody tr a").first().textContent())!.trim();
  await page.getByRole("link", { name: "Reset filters" }).click();
  await expect(page).toHaveURL(/\/tickets\/list$/);
  await page.getByLabel("ID, subject or serial number").fill(firstId);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${firstId}`));
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await expect(table.locator("tbody tr a").first()).toHaveText(firstId);
  expect(await axeViolations(page)).toEqual([]);

  // A NUL in a hand-edited address made the services refuse the search and the list say it
  // was unavailable; the term is read without it.
  await page.goto(`/en/portal/tickets/list?q=${firstId}%00`);
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await expect(table.locator("tbody tr a").first()).toHaveText(firstId);
});

test("an empty new-ticket form shows the five messages; oversized and disguised files are refused", async ({
  page,
}) => {
  await signIn(page, "customer@example.com", "/en/portal/tickets/newticket");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Serial number").fill("kept-123");
  await page.getByRole("button", { name: "Create ticket" }).click();
  // The public forms' pattern (issue 42): a focused summary at the top linking to each field,
  // and each message under its field.
  const summary = page.getByRole("alert").filter({ hasText: "Please correct the following:" });
  await expect(summary).toBeFocused();
  for (const message of [
    "Please select a location",
    "Please select a ticket type",
    "Please select a machine concerned",
    "Please enter the subject",
    "Please enter the description",
  ]) {
    await expect(summary.getByRole("link", { name: message })).toBeVisible();
    await expect(page.getByText(message, { exact: true })).toHaveCount(2);
  }
  await summary.getByRole("link", { name: "Please select a location" }).click();
  await expect(page.getByRole("button", { name: /Location$/ })).toBeFocused();
  await expect(page.getByLabel("Serial number")).toHaveValue("kept-123");

  const big = join(files, "big.mp4");
  writeFileSync(big, "");
  truncateSync(big, 101 * 1024 * 1024);
  await page.locator('input[type="file"]').setInputFiles(big);
  await expect(
    page.getByRole("alert").filter({ hasText: "Only images or videos of at most 100 MB" }),
  ).toBeVisible();

  const disguised = join(files, "setup.png");
  writeFileSync(disguised, Buffer.concat([Buffer.from("MZ\x90\x00"), Buffer.alloc(4096)]));
  await page.locator('input[type="file"]').setInputFiles(disguised);
  // Refused for its type (415): the type/size message, not "could not be uploaded, try again".
  const row = page.getByRole("listitem").filter({ hasText: "setup.png" });
  await expect(row).toContainText("Only images or videos of at most 100 MB can be uploaded.");
  await expect(row).not.toContainText("could not be uploaded");
  await expect(page.getByLabel("Serial number")).toHaveValue("kept-123");
});

test.describe("in a browser set to French", () => {
  test.use({ locale: "fr-FR" });

  test("a German page's inputs speak German, not the browser's language", async ({ page }) => {
    await signIn(page, "customer@example.com");
    await page.goto("/de/portal/tickets/newticket");
    // react-aria's own texts (a select's placeholder) followed the browser before.
    expect(await page.evaluate(() => navigator.language)).toBe("fr-FR");
    const placeholders = page.locator("main [data-placeholder]");
    await expect(placeholders.first()).toHaveText("Element wählen");
    await expect(placeholders.filter({ hasText: "Sélectionner" })).toHaveCount(0);
  });
});

test("a customer creates a ticket with an image, comments, sees the desk's reply and closes it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, "customer@example.com", "/en/portal/tickets/newticket");
  const subject = `Feed roller slips ${Date.now()}`;

  // Keyboard alone: every field is reached with Tab and chosen with the arrow keys.
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: /Location$/ }).focus();
  await pickFirstByKeyboard(page, /Location$/);
  await page.keyboard.press("Tab");
  await pickFirstByKeyboard(page, /Ticket type$/);
  await page.keyboard.press("Tab");
  await pickFirstByKeyboard(page, /Machine concerned$/);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Machine name")).toBeFocused();
  await page.keyboard.type("Line 4 crimp");
  await page.keyboard.press("Tab");
  await page.keyboard.type("SN-4711");
  await page.keyboard.press("Tab");
  await page.keyboard.type(subject);
  await page.keyboard.press("Tab");
  await page.keyboard.type("The feed roller slips on 0.35 mm² wire since this morning.");

  // A slow connection, so the progress bar is there to see.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  await page.locator('input[type="file"]').setInputFiles(pngFile("roller.png", 3 * 1024 * 1024));
  await expect(
    page.getByRole("progressbar", { name: /Upload progress: roller\.png/ }),
  ).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: 30_000 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.getByRole("button", { name: "Create ticket" }).focus();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/en\/portal\/tickets\/T-\d{4}-\d{6}(\?|$)/);
  const ticketId = /T-\d{4}-\d{6}/.exec(page.url())![0];
  await expect(page.getByRole("heading", { name: subject })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download roller.png" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto("/en/portal/tickets/list");
  await expect(page.getByRole("table").locator("tbody tr").first()).toContainText(ticketId);
  await page.getByRole("link", { name: ticketId }).click();

  await page.getByRole("button", { name: "Send comment" }).click();
  await expect(page.getByRole("link", { name: "Please enter a comment" })).toBeVisible();
  // The site does not answer the post (a gateway's 502): the page stays, with the comment and
  // the apology with the service desk's contact (issue 42), and sending again works.
  const ticketPage = new RegExp(`/portal/tickets/${ticketId}(\\?.*)?$`);
  await page.route(ticketPage, (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" })
      : route.fallback(),
  );
  await page.getByLabel("Comment").fill("Photos of the roller are attached.");
  await page.getByRole("button", { name: "Send comment" }).click();
  await expect(
    page.getByText(/^We are sorry, your request could not be processed\. .*Service desk: /),
  ).toBeVisible();
  await expect(page.getByLabel("Comment")).toHaveValue("Photos of the roller are attached.");
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot(page, "ticket-comment-failed-1440x900");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "ticket-comment-failed-390x844");
  await page.setViewportSize(viewport);
  await page.unroute(ticketPage);
  await page.getByRole("button", { name: "Send comment" }).click();
  await expect(page).toHaveURL(/commented=1/);
  await expect(page.getByText("Your comment has been added.")).toBeVisible();
  await expect(page.getByText("Photos of the roller are attached.")).toBeVisible();

  await deskReply(ticketId, "Please check the roller pressure setting.", "WAITING_FOR_CUSTOMER");
  await page.reload();
  // In the history; the bell's closed panel holds the same text, hidden.
  await expect(
    page
      .getByRole("list", { name: "History" })
      .getByText("Please check the roller pressure setting."),
  ).toBeVisible();
  await expect(page.getByRole("main").getByText("Waiting for you").first()).toBeVisible();
  const bell = page.getByRole("button", { name: /Notifications, \d+ unread/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(
    page.getByRole("link", { name: new RegExp(`New reply on ${ticketId}`) }),
  ).toBeVisible();
  await page.keyboard.press("Escape");

  // Closing, by keyboard: the dialog's reason, then its confirm button.
  await page.getByRole("button", { name: "Close ticket", exact: true }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("radio", { name: "Solved without WIRE" }).focus();
  await page.keyboard.press("Space");
  await dialog.getByLabel("Comment").fill("Pressure was too low.");
  await dialog.getByRole("button", { name: "Close ticket now" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/closed=1/);
  await expect(page.getByText("The ticket has been closed.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("main").getByText("Closed").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Close ticket", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Send comment" })).toHaveCount(0);
});

test("another organisation gets not found for a customer's ticket; a user without roles gets no access", async ({
  browser,
}) => {
  const customer = await browser.newPage();
  await signIn(customer, "customer@example.com", "/en/portal/tickets/list");
  const ticketHref = await customer
    .getByRole("table")
    .locator("tbody tr a")
    .first()
    .getAttribute("href");
  await customer.close();

  const artemis = await browser.newPage();
  await signIn(artemis, "artemis@example.com");
  const response = await artemis.goto(ticketHref!);
  expect(response!.status()).toBe(404);
  await expect(artemis.getByRole("heading", { name: "Not found" })).toBeVisible();
  await artemis.close();

  const visitor = await browser.newPage();
  await signIn(visitor, "visitor@example.com");
  for (const path of ["/en/portal/tickets/list", "/en/portal/inventory", ticketHref!]) {
    await visitor.goto(path);
    await expect(
      visitor.getByRole("heading", { name: "You have no access to this area" }),
    ).toBeVisible();
    await expect(visitor.getByRole("table")).toHaveCount(0);
  }
  expect(await axeViolations(visitor)).toEqual([]);
  await visitor.close();
});

test("inventory lists the organisation's machines; a machine page has its tickets and documents", async ({
  page,
}) => {
  await signIn(page, "customer@example.com", "/en/portal/inventory");
  const rows = page.getByRole("table").locator("tbody tr");
  expect(await rows.count()).toBeGreaterThan(3);
  expect(await axeViolations(page)).toEqual([]);
  await chooseOption(page, "Model", /Twist 20/);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/model=/);
  for (const text of await rows.allTextContents()) expect(text).toContain("Twist 20");

  await rows.first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/en\/portal\/inventory\/m-\d{3}$/);
  await expect(page.getByRole("heading", { name: "Tickets" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Documents" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "New ticket for this machine" }).first().click();
  await expect(page).toHaveURL(/\/tickets\/newticket\?machine=m-\d{3}/);
  await expect(page.getByRole("button", { name: /Machine concerned$/ })).toContainText("Twist 20");

  await page.goto("/en/portal/inventory/old");
  expect(await page.getByRole("table").locator("tbody tr").count()).toBeGreaterThan(3);
});

test("WIRE Flow downloads a file signed in and refuses the same URL signed out", async ({
  page,
  playwright,
}) => {
  const requested: URL[] = [];
  page.on("request", (request) => requested.push(new URL(request.url())));
  const pending = watchPendingRequests(page);
  await signIn(page, "customer@example.com", "/en/portal/wire-flow");
  // The area navigation's links prefetch their pages once on screen; the downloads beside them
  // fetch nothing before a click (Next's router prefetched each file as a page, and held its
  // connection open since it never read the answer).
  await expect
    .poll(() => requested.filter((url) => url.searchParams.has("_rsc")).length)
    .toBeGreaterThan(0);
  await pending.settled();
  expect(requested.filter((url) => url.pathname.startsWith("/api/wire-flow/"))).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  const link = page.locator('main a[href^="/api/wire-flow/"]').first();
  const href = (await link.getAttribute("href"))!;
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.(pdf|pkg|bin)$/);

  const signedOut = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const response = await signedOut.get(href, { maxRedirects: 0 });
  expect(response.status()).toBe(401);
  await signedOut.dispose();
});
