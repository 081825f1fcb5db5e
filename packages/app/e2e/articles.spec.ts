import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe";

test("the stories overview lists stories newest first and leads to a story", async ({ page }) => {
  await page.goto("/en/stories");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stories");
  const story = page.getByRole("link", {
    name: "Processing high-voltage cables for electric cars",
  });
  await expect(story).toBeVisible();
  await story.click();
  await page.waitForURL("**/en/stories/high-voltage-cables-for-electric-cars");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Processing high-voltage cables for electric cars",
  );
  await expect(page.getByText(/May 14, 2026/).first()).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Stories");
  expect(await axeViolations(page)).toEqual([]);
});

test("a story names its contacts, and a contact's page lists their stories", async ({ page }) => {
  await page.goto("/en/stories/adaptronic-test-lab-porto");
  await page.getByRole("link", { name: "Lena Marti" }).click();
  await page.waitForURL("**/en/stories/contacts/lena-marti");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lena Marti");
  await expect(page).toHaveTitle("Lena Marti | WIRE Group");
  await expect(
    page.getByRole("link", { name: "A test lab for harness fixtures in Porto" }),
  ).toBeVisible();
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await breadcrumb.getByRole("link", { name: "Contacts" }).click();
  await page.waitForURL("**/en/stories/contacts");
  await expect(page.getByRole("link", { name: "Carlos Ruiz" })).toBeVisible();
});

test("an unknown story contact answers 404", async ({ request }) => {
  const response = await request.get("/en/stories/contacts/nobody-here");
  expect(response.status()).toBe(404);
});

test("media releases are listed with their dates, ad hoc announcements marked", async ({
  page,
}) => {
  await page.goto("/de/media-releases");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Medienmitteilungen");
  await expect(page.getByText("Ad-hoc-Mitteilung · 24. März 2026")).toBeVisible();
  await page.getByRole("link", { name: "WIRE Group steigert Auftragseingang 2025" }).click();
  await page.waitForURL("**/de/media-releases/annual-results-2025");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "WIRE Group steigert Auftragseingang 2025",
  );
  expect(await axeViolations(page)).toEqual([]);
});
