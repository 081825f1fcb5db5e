import { expect, type Page } from "@playwright/test";

/** The editor area's password in the browser tests (the local default). */
export const EDITOR_PASSWORD = "wire-editor-2026";

/** Signs in to the editor area through its gate. */
export async function signInAsEditor(page: Page) {
  await page.goto("/en/editor");
  await page.getByLabel("Password").fill(EDITOR_PASSWORD);
  await page.getByRole("button", { name: "Unlock" }).click();
  // One table of pages per site ("Pages – WIRE Group").
  await expect(page.getByRole("table", { name: /^Pages – / }).first()).toBeVisible();
}
