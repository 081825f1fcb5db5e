import { expect, test } from "@playwright/test";

test("/style-guide/buttons opens the Buttons docs page with a loading button", async ({ page }) => {
  await page.goto("/style-guide/buttons");
  await expect(page).toHaveURL(/\/style-guide\/index\.html\?path=\/docs\/buttons--docs/);
  const preview = page.frameLocator("#storybook-preview-iframe");
  await expect(preview.getByRole("heading", { level: 1, name: "Buttons" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(preview.locator('button[aria-busy="true"]').first()).toBeDisabled();
});

test("/style-guide opens the style guide", async ({ page }) => {
  const response = await page.goto("/style-guide");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Storybook|Style guide/i);
});
