import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe";
import { signIn } from "./signIn";

/**
 * Issue 41 item 2: a part of a machine model the customer's organisation does not own is "not
 * found" everywhere, the quick order too. artemis@example.com (Cable Systems) owns a Zeta 640 and
 * no Kappa 330; 1003071 is the Kappa 330's cutting blade set, 1008076 the Zeta 640's.
 */
const KAPPA_330_BLADES = "1003071";
const ZETA_640_BLADES = "1008076";

/** The header's cart link, named with its count when the cart holds parts. */
const cartLink = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: /^Parts cart/ });

/** One line of the quick order's report of lines not added. */
const reportLine = (page: Page, text: string) =>
  page.getByRole("status").getByRole("listitem").filter({ hasText: text });

test("the quick order reports a part of a model the organisation does not own on its line and adds nothing", async ({
  page,
}) => {
  await signIn(page, "artemis@example.com", "/en/portal/cart");
  const clear = page.getByRole("button", { name: "Clear parts cart" });
  if (await clear.isVisible()) {
    await clear.click();
    // Emptying the cart asks first.
    await page.getByRole("dialog").getByRole("button", { name: "Clear parts cart" }).click();
  }
  await expect(page.getByText("Your parts cart is empty.")).toBeVisible();

  // Typed into the one-line form: reported as an unknown article number, nothing added.
  await page.getByRole("textbox", { name: "Article number", exact: true }).fill(KAPPA_330_BLADES);
  await page.getByRole("textbox", { name: "Quantity", exact: true }).fill("2");
  await page.getByRole("button", { name: "Add to parts cart" }).click();
  await expect(page.getByText("No parts were added to the cart.")).toBeVisible();
  await expect(page.getByText("1 line could not be added:")).toBeVisible();
  await expect(reportLine(page, "Line 1:")).toHaveText(
    `Line 1: unknown article number ${KAPPA_330_BLADES}`,
  );
  await expect(page.getByText("Your parts cart is empty.")).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Parts cart");

  // Pasted among other lines: the owned part is added, the other two are reported alike.
  await page
    .getByLabel("Article numbers and quantities")
    .fill(`${ZETA_640_BLADES};1\n${KAPPA_330_BLADES};2\n9999999;1`);
  await page.getByRole("button", { name: "Add lines to parts cart" }).click();
  await expect(page.getByText("1 part was added to the cart.")).toBeVisible();
  await expect(page.getByText("2 lines could not be added:")).toBeVisible();
  await expect(reportLine(page, "Line 2:")).toHaveText(
    `Line 2: unknown article number ${KAPPA_330_BLADES}`,
  );
  await expect(reportLine(page, "Line 3:")).toHaveText("Line 3: unknown article number 9999999");
  const lines = page.getByRole("table", { name: "Parts in your cart" });
  await expect(lines).toContainText(ZETA_640_BLADES);
  await expect(lines).not.toContainText(KAPPA_330_BLADES);
  await expect(cartLink(page)).toHaveAccessibleName("Parts cart, 1 item in the parts cart");
  expect(await axeViolations(page)).toEqual([]);

  // After a reload the server's cart holds only the owned part.
  await page.reload();
  await expect(lines).toContainText(ZETA_640_BLADES);
  await expect(lines).not.toContainText(KAPPA_330_BLADES);
  await page.getByRole("button", { name: "Clear parts cart" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Clear parts cart" }).click();
  await expect(page.getByText("Your parts cart is empty.")).toBeVisible();
});
