import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe";
import { signInAsEditor } from "./editorGate";
import {
  DESKTOP,
  horizontalOverflow,
  PHONE,
  REFLOW_WIDTH,
  rowsMissingCells,
  tablesWiderThanTheirBox,
} from "./reflow";
import { signIn } from "./signIn";

/**
 * Reflow (WCAG 2.2, 1.4.10): at 320 CSS pixels, a phone or a desktop window zoomed to 400 %, every
 * kind of page reads without scrolling sideways, and passes axe in that layout too (the phone
 * header, stacked filters and cards are not what the desktop-width checks elsewhere see). One
 * page of each kind: the public templates, the portal's areas for a customer and for a
 * delegated administrator, and the editor area.
 */
test.use({ viewport: { width: REFLOW_WIDTH, height: 640 } });

/** A list page and the headers of the cells each of its rows must show on a phone. */
type ListPage = { path: string; shows: readonly [id: string, status: string] };

/**
 * Opens each path, as a person would let it load, and checks it reads at this width. A list
 * page is checked at a desktop's and a phone's width too, in the same load (its tables are laid
 * out by their own width): at 1440 px no table is wider than its box; at 390 px nothing scrolls
 * sideways and every row shows its ID and status (issue 42).
 */
async function expectReflow(page: Page, paths: readonly (string | ListPage)[]) {
  for (const entry of paths) {
    const { path, shows } = typeof entry === "string" ? { path: entry, shows: undefined } : entry;
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("main")).toBeVisible();
      expect(await horizontalOverflow(page), `${path} at ${REFLOW_WIDTH} px`).toEqual([]);
      expect(await axeViolations(page), `${path} at ${REFLOW_WIDTH} px`).toEqual([]);
      if (!shows) return;
      expect(await rowsMissingCells(page, shows), `${path} at ${REFLOW_WIDTH} px`).toEqual([]);
      await page.setViewportSize(PHONE);
      expect(await horizontalOverflow(page), `${path} at ${PHONE.width} px`).toEqual([]);
      expect(await rowsMissingCells(page, shows), `${path} at ${PHONE.width} px`).toEqual([]);
      await page.setViewportSize(DESKTOP);
      expect(await tablesWiderThanTheirBox(page), `${path} at ${DESKTOP.width} px`).toEqual([]);
      await page.setViewportSize({ width: REFLOW_WIDTH, height: 640 });
    });
  }
}

test("the check itself: a box wider than the viewport is found, one in a scroll box is not", async ({
  page,
}) => {
  await page.setContent(`<style>body { margin: 0 }</style><main>
    <p>Narrow enough</p>
    <div style="overflow-x: auto"><table><tr><td style="min-width: 600px">A wide table in its own scroll box</td></tr></table></div>
    <p id="wide" style="width: 480px">Four hundred and eighty pixels</p>
    <p style="width: 100px; white-space: nowrap">Averyveryverylongwordthatdoesnotwrapatall</p>
  </main>`);
  const found = await horizontalOverflow(page);
  expect(found).toContain(`the page is 480 px wide, not ${REFLOW_WIDTH}`);
  expect(found.some((line) => line.startsWith('<p> "Four hundred and eighty pixels"'))).toBe(true);
  expect(found.some((line) => line.includes("overflows its 100 px box"))).toBe(true);
  expect(found.some((line) => line.includes("wide table"))).toBe(false);
});

test("the public pages reflow at 320 px, the phone menu open too", async ({ page }) => {
  await expectReflow(page, [
    "/en",
    "/de/company/sustainability",
    "/de/products/crimping/gamma-263",
    "/en/products/crimping",
    "/en/stories",
    "/en/stories/adaptronic-test-lab-porto",
    "/de/media-releases",
    "/en/search?q=crimp",
    "/en/company/locations",
    "/en/contact",
    "/de/services/harness-glossary",
  ]);
  await page.goto("/de");
  await page.getByRole("banner").getByRole("button", { name: "Menü öffnen" }).click();
  // The phone's menu panel ("Menü"): the desktop bar's "Hauptnavigation" is hidden at this width.
  const menu = page.getByRole("banner").getByRole("navigation", { name: "Menü" });
  await expect(menu.getByRole("link", { name: "Crimpen" })).toBeVisible();
  expect(await horizontalOverflow(page), "/de with the menu open").toEqual([]);
  expect(await axeViolations(page), "/de with the menu open").toEqual([]);
});

test("a customer's portal reflows at 320 px", async ({ page }) => {
  await signIn(page, "customer@example.com", "/en/portal/tickets/list");
  const firstTicket = await page
    .getByRole("main")
    .getByRole("link", { name: /^T-\d{4}-\d{6}$/ })
    .first()
    .getAttribute("href");
  expect(firstTicket).toMatch(/^\/en\/portal\/tickets\/T-/);
  await expectReflow(page, [
    "/en/portal",
    "/en/portal/account",
    { path: "/en/portal/tickets/list", shows: ["Ticket ID", "Status"] },
    firstTicket!,
    "/en/portal/tickets/newticket",
    { path: "/en/portal/inventory", shows: ["Serial number", "Warranty"] },
    { path: "/en/portal/inventory/m-010", shows: ["Ticket ID", "Status"] },
    "/en/portal/wire-flow",
    { path: "/en/portal/product-information", shows: ["Item number", "Status"] },
    "/en/portal/product-information/kappa-330",
    "/en/portal/product-information/kappa-330/parts-list",
    "/en/portal/product-information/kappa-330/parts-finder",
    "/en/portal/cart",
    { path: "/en/portal/requests", shows: ["Reference", "Status"] },
  ]);
});

test("the parts cart with a line reflows at 320 px", async ({ page }) => {
  // Artemis's cart: no other journey leaves it filled (the customer's is the parts journeys';
  // parts-ownership.spec empties artemis's before and after).
  // 1008076 is a Zeta 640 part: Cable Systems orders only parts of the models it owns.
  await signIn(page, "artemis@example.com", "/en/portal/cart");
  await page.getByRole("textbox", { name: "Article number", exact: true }).fill("1008076");
  await page.getByRole("textbox", { name: "Quantity", exact: true }).fill("2");
  await page.getByRole("button", { name: "Add to parts cart" }).click();
  await expect(page.getByText("1 part was added to the cart.")).toBeVisible();
  // The table scrolls in its own box; its visually hidden labels stay inside it.
  await expectReflow(page, ["/en/portal/cart"]);
  await expect(page.getByRole("table", { name: "Parts in your cart" })).toContainText("1008076");
  await page.getByRole("button", { name: "Clear parts cart" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Clear parts cart" }).click();
  await expect(page.getByText("Your parts cart is empty.")).toBeVisible();
});

test("user administration and the editor area reflow at 320 px", async ({ page }) => {
  await signIn(page, "admin@example.com", "/en/portal/user-admin");
  await expectReflow(page, [
    { path: "/en/portal/user-admin", shows: ["Name", "Status"] },
    "/en/portal/user-admin/user-admin-external",
  ]);
  await signInAsEditor(page);
  await expectReflow(page, [
    { path: "/en/editor", shows: ["Type", "Translation"] },
    "/en/editor/pages/page-careers",
  ]);
});
