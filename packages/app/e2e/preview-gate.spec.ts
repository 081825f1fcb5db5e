import { expect, test } from "@playwright/test";
import { previewHostUrl } from "../playwright.config";
import { axeViolations } from "./axe";

/**
 * The preview gate (spec §4) on a preview host (here the site at 127.0.0.1):
 * off by configuration, turned on by `?previewGate=true` and remembered, opened
 * by the preview password; never on the public host.
 */
test("a preview host's gate: asked for, remembered, opened by the preview password", async ({
  browser,
  page,
}) => {
  const preview = await browser.newContext({ baseURL: previewHostUrl });
  const visitor = await preview.newPage();
  await visitor.goto("/en/company");
  await expect(visitor.getByRole("heading", { name: "Protected area" })).toBeHidden();

  await visitor.goto("/en/company?previewGate=true");
  await expect(visitor.getByRole("heading", { name: "Protected area" })).toBeVisible();
  expect(await axeViolations(visitor)).toEqual([]);
  // Remembered: the next page without the parameter is gated too.
  await visitor.goto("/en/stories");
  await expect(visitor.getByRole("heading", { name: "Protected area" })).toBeVisible();
  await visitor.getByLabel("Password").fill("not the password");
  await visitor.getByRole("button", { name: "Unlock" }).click();
  await expect(visitor.getByText("The password is incorrect.")).toBeVisible();
  await visitor.getByLabel("Password").fill("wire-preview-2026");
  await visitor.getByRole("button", { name: "Unlock" }).click();
  await expect(visitor.getByRole("heading", { name: "Protected area" })).toBeHidden();
  await expect(visitor).toHaveURL(/\/en\/stories$/);
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();

  // `previewGate=false` forgets it for a visitor without the password.
  const other = await browser.newContext({ baseURL: previewHostUrl });
  const second = await other.newPage();
  await second.goto("/en/company?previewGate=true");
  await expect(second.getByRole("heading", { name: "Protected area" })).toBeVisible();
  await second.goto("/en/company?previewGate=false");
  await expect(second.getByRole("heading", { name: "Protected area" })).toBeHidden();
  await Promise.all([preview.close(), other.close()]);

  // The public host has no gate, whatever is asked.
  await page.goto("/en/company?previewGate=true");
  await expect(page.getByRole("heading", { name: "Protected area" })).toBeHidden();
});
