import { expect, test } from "@playwright/test";
import { htmlErrors } from "./htmlValidity";
import { signIn } from "./signIn";

/** What each seeded user's roles imply on the dashboard (spec sections 4 and 6). */
const expectations: Record<string, Record<string, string>> = {
  "customer@example.com": {
    komaxDirect: "active",
    serviceTicketing: "active",
    inventory: "active",
    productInformation: "active",
    kampus: "invited",
    artemis: "unregistered",
    delegatedAdmin: "unregistered",
  },
  "pending@example.com": {
    komaxDirect: "pending",
    kampus: "inviteExpired",
    serviceTicketing: "unregistered",
  },
  "artemis@example.com": { artemis: "active", komaxDirect: "unregistered" },
  "admin@example.com": { delegatedAdmin: "active", serviceTicketing: "active" },
  "internal.admin@wire.example": { delegatedAdmin: "active" },
  "employee@wire.example": {
    mfpWireMaster: "active",
    mfpMasterData: "active",
    productInformation: "active",
  },
  "visitor@example.com": {
    komaxDirect: "unregistered",
    serviceTicketing: "unregistered",
    inventory: "unregistered",
    delegatedAdmin: "unregistered",
    artemis: "unregistered",
    mfpWireMaster: "unregistered",
    mfpMasterData: "unregistered",
    kampus: "unregistered",
    productInformation: "unregistered",
  },
};

for (const [email, statuses] of Object.entries(expectations)) {
  test(`${email} sees the dashboard statuses their roles imply`, async ({ page }) => {
    await signIn(page, email);
    for (const [service, status] of Object.entries(statuses)) {
      await expect(page.getByTestId(`tile-${service}`)).toHaveAttribute("data-status", status);
    }
  });
}

test("the artemis on-prem user sees the on-prem user type and every tile its action", async ({
  page,
}) => {
  await signIn(page, "artemis@example.com");
  const artemis = page.getByTestId("tile-artemis");
  await expect(artemis.getByTestId("artemis-user-type")).toHaveText("On-premises");
  await expect(artemis.getByRole("link", { name: "Open" })).toBeVisible();
  await expect(
    page.getByTestId("tile-kampus").getByRole("button", { name: "Request access" }),
  ).toBeVisible();
  // The release stage and the default user type mean nothing to a customer (issue 42).
  await expect(page.getByTestId("tile-productInformation")).not.toContainText("alpha");
  await expect(page.locator("#application-tiles")).not.toContainText("Cloud");
  // The user menu says who is signed in, above its links.
  await page.getByRole("button", { name: /User menu/ }).click();
  await expect(page.getByRole("dialog")).toContainText("artemis@example.com");
  await page.keyboard.press("Escape");
  // The dashboard, request-access forms included, is valid HTML as the server sends it (issue 43).
  const served = await page.request.get("/en/portal");
  expect(await htmlErrors(await served.text(), "portal (/en/portal)")).toEqual([]);
});

test("the portal navigation lists only the areas the user may use", async ({ page }) => {
  await signIn(page, "visitor@example.com");
  const nav = page.getByRole("navigation", { name: "Customer portal" });
  await expect(nav.getByRole("link")).toHaveText(["Dashboard", "Account settings"]);
  // A short page's frame (navigation and content) reaches the bottom of the window (issue 42).
  await page.setViewportSize({ width: 1440, height: 900 });
  await nav.getByRole("link", { name: "Account settings" }).click();
  await expect(page.getByRole("main")).toBeVisible();
  const frameBottom = await nav.evaluate((el) => el.parentElement?.getBoundingClientRect().bottom);
  expect(frameBottom).toBeGreaterThanOrEqual(900);
});

test("requesting access from a tile turns it pending", async ({ page }) => {
  await signIn(page, "pending@example.com");
  const tile = page.getByTestId("tile-inventory");
  await expect(tile).toHaveAttribute("data-status", "unregistered");
  await tile.getByRole("button", { name: "Request access" }).click();
  await expect(tile).toHaveAttribute("data-status", "pending");
  await page.reload();
  await expect(page.getByTestId("tile-inventory")).toHaveAttribute("data-status", "pending");
});
