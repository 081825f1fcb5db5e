import { expect, test } from "@playwright/test";
import { ACCESS_TOKEN_TTL_S } from "../playwright.config";
import { signIn } from "./signIn";

test("with 60 s tokens an active session lasts 3 minutes without a visible login", async ({
  page,
}) => {
  test.setTimeout(5 * 60_000);
  expect(ACCESS_TOKEN_TTL_S).toBe(60);
  await signIn(page, "customer@example.com");
  const loginPages: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame() && /\/am\/interaction\/|\/sign-in/.test(frame.url())) {
      loginPages.push(frame.url());
    }
  });
  const started = Date.now();
  let round = 0;
  while (Date.now() - started < 3 * 60_000) {
    await page.waitForTimeout(20_000);
    round += 1;
    // Activity: alternate between two portal pages, as a user reading and clicking would.
    const target = round % 2 ? "Account settings" : "Dashboard";
    await page
      .getByRole("navigation", { name: "Customer portal" })
      .getByRole("link", { name: target })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      target === "Dashboard" ? "Welcome, Clara" : "Account settings",
    );
  }
  expect(loginPages).toEqual([]);
});
