import { expect, test } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { signIn } from "./signIn";

/**
 * The site's HTML is valid (issue 43): html-validate's recommended rules over every page type,
 * as the server sends it. The rules left out judge how React and Next write valid HTML, not
 * whether it is valid; each says why.
 */
const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // React writes some attribute names in camelCase (charSet, fetchPriority, hrefLang); HTML
    // attribute names are case-insensitive.
    "attr-case": "off",
    // React closes void elements (`<meta/>`), which HTML allows.
    "void-style": "off",
    // React writes boolean and empty attributes with an empty value (`async=""`, `hidden=""`).
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // React's useId ids start with "_" (valid HTML ids; the rule wants CSS-selector-friendly ones).
    "valid-id": "off",
    // react-aria's VisuallyHidden hides a checkbox's or switch's input with a style attribute.
    "no-inline-style": "off",
    // The Spinner is an indeterminate progress indicator, which <progress> cannot draw as one.
    "prefer-native-element": ["error", { exclude: ["progressbar"] }],
  },
});

/** The errors in a page's (or a fragment's) HTML, one line each. */
async function errorsIn(html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html, name);
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) => `${name}: ${message.ruleId}: ${message.message} (${message.selector ?? ""})`,
    ),
  );
}

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
        return errorsIn(await response.text(), `${type} (${path})`);
      }),
    )
  ).flat();
  expect(errors).toEqual([]);
});

test("the comparison and a portal page are valid HTML too", async ({ page }) => {
  // The comparison opens on the client: its dialog's markup as the browser holds it.
  await page.goto("/en/company?compare=alpha-530");
  const dialog = page.getByRole("dialog", { name: /^Compare / });
  await expect(
    dialog.getByRole("region", { name: "Add products to the comparison" }),
  ).toBeVisible();
  const compare = await dialog.evaluate((element) => element.outerHTML);
  // A portal page as the server sends it to the signed-in customer (the context's cookies).
  await signIn(page, "customer@example.com");
  const portal = await page.request.get("/en/portal");
  expect(portal.status()).toBe(200);
  expect([
    ...(await errorsIn(compare, "compare dialog")),
    ...(await errorsIn(await portal.text(), "portal (/en/portal)")),
  ]).toEqual([]);
});
