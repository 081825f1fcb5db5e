import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe";

test("the error page shows title, overline, maintenance notice and a home link", async ({
  page,
}) => {
  await page.goto("/en/error");
  await expect(page).toHaveTitle("Error | WIRE Group");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sorry, something went wrong");
  await expect(page.getByRole("main").getByText("Maintenance work", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "Go to the home page" }),
  ).toHaveAttribute("href", "/en");
  expect(await axeViolations(page)).toEqual([]);
});

test("a fatal error shows the error page in the visitor's language", async ({ page }) => {
  const response = await page.goto("/de/site-error");
  expect(response?.status()).toBe(500);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Es ist leider ein Fehler aufgetreten",
  );
  await expect(page).toHaveTitle(/\| WIRE Group$/);
});

test.describe("for a crawler", () => {
  test.use({
    userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  });
  test("a fatal error is logged without rendering the error page", async ({ page }) => {
    const response = await page.goto("/en/site-error");
    expect(response?.status()).toBe(500);
    await page.waitForLoadState("networkidle");
    await expect(page.getByText("Sorry, something went wrong")).toHaveCount(0);
  });
});
