import { expect, test } from "@playwright/test";
import { htmlErrors } from "./htmlValidity";

/** One page of each public type, as a visitor's first request gets it. */
const PUBLIC_PAGES = {
  home: "/en",
  "content page": "/en/company",
  "product listing": "/en/products/crimping/crimp-presses",
  "product page": "/en/products/crimping/gamma-263",
  "stories list": "/en/stories",
  story: "/en/stories/adaptronic-test-lab-porto",
  "media releases": "/en/media-releases",
  "media release": "/en/media-releases/new-ceo-appointed",
  "search results": "/en/search?q=crimp",
  "contact form": "/en/contact",
  services: "/en/services",
  "service item": "/en/services/maintenance/maintenance-contracts",
  downloads: "/en/company/annual-report",
  "sign-in": "/en/sign-in",
};

test("every public page type is valid HTML (html-validate, recommended rules)", async ({
  request,
}) => {
  const errors = (
    await Promise.all(
      Object.entries(PUBLIC_PAGES).map(async ([type, path]) => {
        const response = await request.get(path);
        expect(response.status(), `${type} ${path}`).toBe(200);
        return htmlErrors(await response.text(), `${type} (${path})`);
      }),
    )
  ).flat();
  expect(errors).toEqual([]);
});

// The portal's dashboard is checked where its tests sign in (dashboard.spec.ts).
test("the comparison dialog is valid HTML too", async ({ page }) => {
  // The comparison opens on the client: its dialog's markup as the browser holds it.
  await page.goto("/en/company?compare=alpha-530");
  const dialog = page.getByRole("dialog", { name: /^Compare / });
  await expect(
    dialog.getByRole("region", { name: "Add products to the comparison" }),
  ).toBeVisible();
  const compare = await dialog.evaluate((element) => element.outerHTML);
  expect(await htmlErrors(compare, "compare dialog")).toEqual([]);
});
