import { expect, type Locator, type Page, test } from "@playwright/test";
import { signIn } from "./signIn";

/** An application's row of a user's access table (issue 42). */
const accessRow = (page: Page, application: string) =>
  page
    .getByRole("table", { name: "Application access" })
    .getByRole("row")
    .filter({ has: page.getByText(application, { exact: true }) });

/**
 * Issue 41, item 1, as an external administrator sees user administration: admin@example.com
 * (Harness Works and Crimp-Tec) shares Harness Works with internal.admin@wire.example, yet is
 * shown no internal user (not listed, not found by search, her page "not found") and no internal
 * application (User administration, WIRE Master, Master data) in the filter, the invite dialog or
 * a customer's page. The internal administrator still sees both, so the checks are not vacuous.
 * The SIS refuses the same (services test userAdminLevels.test.ts); this is what the screen shows.
 */
const LIST = "/en/portal/user-admin";
const INTERNAL_APPLICATIONS = ["User administration", "WIRE Master", "Master data"];
const CUSTOMER_APPLICATIONS = [
  "WIRE direct",
  "Service ticketing",
  "Inventory",
  "artemis",
  "kampus",
  "Product information",
];

/** The labels of a select's options, placeholder and "All" included. */
const optionsOf = (select: Locator) =>
  select.locator("option").evaluateAll((options) => options.map((o) => o.textContent?.trim()));

/** Searches the list and answers the table's text (empty when nothing matched). */
async function search(page: Page, term: string) {
  await page.goto(`${LIST}?q=${encodeURIComponent(term)}`);
  await expect(page.getByRole("heading", { level: 1, name: "User administration" })).toBeVisible();
  return page.getByRole("main");
}

test("an external administrator is shown no internal user and no internal application", async ({
  page,
}) => {
  await signIn(page, "admin@example.com", LIST);
  const table = page.getByRole("table");
  await expect(table).toContainText("customer@example.com");
  await expect(table).not.toContainText("wire.example");

  // Not by search either: her address, her name, the company's domain.
  for (const term of ["internal.admin@wire.example", "Ines", "wire.example"]) {
    const main = await search(page, term);
    await expect(main.getByText("No users match your search or filters.")).toBeVisible();
    await expect(main).not.toContainText("internal.admin@wire.example");
  }

  // Her page answers "not found", as an id that does not exist.
  await page.goto(`${LIST}/user-admin-internal`);
  await expect(page.getByText("This user does not exist or the link is invalid.")).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("Ines");

  // The application filter and the invite dialog offer the customer applications only.
  await page.goto(LIST);
  const filter = page.getByRole("combobox", { name: "Application", exact: true });
  const filterOptions = await optionsOf(filter);
  for (const name of CUSTOMER_APPLICATIONS) expect(filterOptions).toContain(name);
  for (const name of INTERNAL_APPLICATIONS) expect(filterOptions).not.toContain(name);
  await page.getByRole("button", { name: "Invite user" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite a user" });
  await expect(dialog).toBeVisible();
  const inviteOptions = await optionsOf(dialog.getByRole("combobox", { name: "Application" }));
  for (const name of CUSTOMER_APPLICATIONS) expect(inviteOptions).toContain(name);
  for (const name of INTERNAL_APPLICATIONS) expect(inviteOptions).not.toContain(name);

  // A colleague with a WIRE Master request: only the customer applications, no internal role.
  await page.goto(`${LIST}/user-hw-roth`);
  await expect(page.getByRole("heading", { level: 1, name: "Stefan Roth" })).toBeVisible();
  for (const name of CUSTOMER_APPLICATIONS) {
    await expect(accessRow(page, name)).toBeVisible();
  }
  for (const name of INTERNAL_APPLICATIONS) {
    await expect(accessRow(page, name)).toHaveCount(0);
  }
  await expect(page.getByRole("main")).not.toContainText("mfpwm");
});

test("the internal administrator still sees internal users and applications", async ({ page }) => {
  await signIn(page, "internal.admin@wire.example", LIST);
  const main = await search(page, "wire.example");
  await expect(main.getByRole("table")).toContainText("internal.admin@wire.example");
  await page.getByRole("button", { name: "Invite user" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite a user" });
  const inviteOptions = await optionsOf(dialog.getByRole("combobox", { name: "Application" }));
  for (const name of INTERNAL_APPLICATIONS) expect(inviteOptions).toContain(name);
  await page.goto(`${LIST}/user-hw-roth`);
  await expect(accessRow(page, "WIRE Master")).toBeVisible();
});
