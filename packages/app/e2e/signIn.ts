import { expect, type Page } from "@playwright/test";
import { asNewClient } from "./client";

/** The shared password of the seeded demo users (README). */
export const DEMO_PASSWORD = "wire-demo-2026";

/**
 * Opens a portal page without a session and signs in through the local
 * identity server's login form, as a visitor would.
 */
export async function signIn(page: Page, email: string, path = "/en/portal") {
  // Each sign-in is a visitor of its own (the login start's limit is per client).
  await asNewClient(page);
  await page.goto(path);
  await page.waitForURL(/\/am\/interaction\//);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === path);
  await expect(page.getByRole("main")).toBeVisible();
}
