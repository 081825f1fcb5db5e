import type { Page } from "@playwright/test";

/**
 * Saves a screenshot of the page, and one of the full page beside it, where E2E_SHOTS_DIR says
 * (the before/after pictures of issue 42); nothing without it.
 */
export async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}.png` });
  await page.screenshot({ path: `${dir}/${name}-full.png`, fullPage: true });
}
