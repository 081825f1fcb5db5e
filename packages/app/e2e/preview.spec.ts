import { expect, test } from "@playwright/test";

test("a password-protected preview opens with the preview password only", async ({ page }) => {
  await page.goto("/en/products/product-preview");
  await expect(page.getByRole("heading", { name: "Protected area" })).toBeVisible();
  const password = page.getByLabel("Password");
  await password.fill("not the password");
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByText("The password is incorrect.")).toBeVisible();
  await password.fill("wire-preview-2026");
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByRole("heading", { name: "Protected area" })).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Preview");
  // The grant lasts: a reload shows the page straight away.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Protected area" })).toBeHidden();
});

test("an empty preview password is named in the field, as the API names it", async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto("/en/products/product-preview");
  const password = page.getByLabel("Password");
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(password).toHaveAccessibleDescription(/Please enter a password/);
  await expect(page.getByText("Something went wrong. Please try again later.")).toHaveCount(0);
  // Blanks are no password either, in the browser and in the API alike (spec §5).
  await password.fill("   ");
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(password).toHaveAccessibleDescription(/Please enter a password/);
  const blank = await request.post("/api/preview-password", {
    headers: { origin: baseURL! },
    data: { password: "   " },
  });
  expect(blank.status()).toBe(400);
  expect(await blank.json()).toEqual({ error: "Please enter a password" });
});

test("/api/preview-password answers errors, never a 500", async ({ request, baseURL }) => {
  const headers = { origin: baseURL! };
  expect((await request.post("/api/preview-password", { headers, data: "{" })).status()).toBe(400);
  expect(
    (await request.post("/api/preview-password", { headers, data: { password: "" } })).status(),
  ).toBe(400);
  const wrong = await request.post("/api/preview-password", { headers, data: { password: "x" } });
  expect(wrong.status()).toBe(401);
  expect(await wrong.json()).toEqual({ error: "The password is incorrect." });
  expect((await request.post("/api/preview-password", { data: { password: "x" } })).status()).toBe(
    403,
  );
});
