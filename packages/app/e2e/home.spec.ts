import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe";

test("the home page renders English content from the content service", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Wire processing for every harness",
  );
  await expect(page.getByText("ten billion wire ends")).toBeVisible();
  await expect(page).toHaveTitle("Wire processing for every harness | WIRE Group");
  expect(await axeViolations(page)).toEqual([]);
});

test("the German home page renders German content", async ({ page }) => {
  await page.goto("/de");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Kabelverarbeitung für jeden Kabelbaum",
  );
  await expect(page.getByText("zehn Milliarden Leitungsenden")).toBeVisible();
});

test("a trailing slash answers 301 with the slash-less form", async ({ request }) => {
  const response = await request.get("/en/", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/en");
});

test("an unknown page answers 404 naming the path", async ({ page }) => {
  const response = await page.goto("/en/nothing-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Page not found: /en/nothing-here",
  );
});
