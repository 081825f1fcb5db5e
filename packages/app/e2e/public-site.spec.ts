import { readdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe";

test("/de-ch renders the German home page in the site's frame", async ({ page }) => {
  await page.goto("/de-ch");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Kabelverarbeitung für jeden Kabelbaum",
  );
  await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("/fr renders the French home page", async ({ page }) => {
  await page.goto("/fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(
    "Wire processing for every harness",
  );
});

/** The UI languages' messages, one file each. */
const MESSAGES = new URL("../src/i18n/messages/", import.meta.url);
/** Names that are the same in every language; they count neither way. */
const NAMES = ["Smart Factory", "WIRE Flow"];

test("every language's main navigation is in that language: ≥ 80 % of its entries differ from English", async ({
  browser,
  request,
}) => {
  // The server's HTML without script or styles: eleven home pages in a couple of seconds.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const entries = async (language: string) => {
    const response = await request.get(`/${language}`);
    expect(response.status(), language).toBe(200);
    await page.setContent(await response.text());
    // The header's navigation and its phone panel (every entry, the mega menus' too), without
    // the panel's language links, which name each language in its own.
    const navigation = page.getByRole("banner").getByRole("navigation", { includeHidden: true });
    const links = navigation.locator("a:not([hreflang])");
    return (await links.allTextContents()).map((text) => text.trim());
  };
  const english = await entries("en");
  expect(english).toEqual(expect.arrayContaining(["Products", "Crimping", "Company"]));
  const languages = readdirSync(MESSAGES)
    .map((file) => file.replace(/\.json$/, ""))
    .filter((language) => language !== "en");
  expect(languages).toHaveLength(10);
  for (const language of languages) {
    const translated = await entries(language);
    expect(translated, language).toHaveLength(english.length);
    const counted = english.flatMap((text, i) =>
      NAMES.includes(text) ? [] : [[text, translated[i]]],
    );
    const differing = counted.filter(([text, translation]) => translation !== text);
    expect(
      differing.length / counted.length,
      `${language}: ${translated.join(" | ")}`,
    ).toBeGreaterThanOrEqual(0.8);
  }
  await context.close();
});

test("a page of another site renders under its slug", async ({ page }) => {
  const response = await page.goto("/en/na-events");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "North America Harness Days 2026",
  );
});

test.describe("redirects", () => {
  for (const [path, status, location] of [
    ["/en/company/", 301, "/en/company"],
    ["/xx/company", 302, "/en/company"],
    ["/de/na-events", 302, "/en/na-events"],
    // The campaign drops English; its configured default language is German, not Czech.
    ["/en/revolution-im-schaltschrankbau", 302, "/de/revolution-im-schaltschrankbau"],
    // Catalogue routes have no CMS page, yet a wrong locale on them is corrected too (spec §2).
    ["/it/products", 302, "/en/products"],
    ["/xx/products/crimping", 302, "/en/products/crimping"],
    ["/it/academy/products", 302, "/en/academy/products"],
    ["/en/old-products/gamma", 301, "/en/products/crimping/gamma-263"],
  ] as const) {
    test(`${path} answers ${status}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      expect(response.headers().location).toBe(location);
    });
  }
});

test("/no/such/page answers 404 naming the path inside the site's frame", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found: /no/such/page");
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("404");
  expect(await axeViolations(page)).toEqual([]);
});

test("a content page has the breadcrumb and passes axe", async ({ page }) => {
  await page.goto("/en/company/sustainability");
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb).toBeVisible();
  await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/en");
  expect(await axeViolations(page)).toEqual([]);
});

test("switching language keeps the page and remembers the locale", async ({ page, context }) => {
  await page.goto("/en/company");
  await page.getByRole("button", { name: /Change language or country/ }).click();
  // Each language is named in its own language, whatever the page's language (issue 18).
  const languages = page.getByRole("dialog", { name: /Change language or country/ });
  await expect(languages.getByRole("link", { name: "Français", exact: true })).toHaveAttribute(
    "lang",
    "fr",
  );
  await expect(languages.getByRole("link", { name: "日本語", exact: true })).toBeVisible();
  await expect(
    languages.getByRole("link", { name: "Deutsch (Schweiz)", exact: true }),
  ).toHaveAttribute("href", "/de-ch/company");
  await page.getByRole("link", { name: "Deutsch", exact: true }).click();
  await page.waitForURL("**/de/company");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  // The page shown remembers its locale once it has hydrated.
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === "uapp_current_locale"))
    .toMatchObject({ value: "de" });
  // A path without locale now opens in the remembered language.
  await page.goto("/company");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});

test("a page missing in the chosen language shows English with the language banner", async ({
  page,
}) => {
  await page.goto("/de/services/harness-glossary");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Harness glossary");
  await expect(
    page.getByText("Diese Seite ist auf Deutsch nicht verfügbar", { exact: false }),
  ).toBeVisible();
});

test.describe("every site renders under its slug in its language, theme and frame", () => {
  for (const [path, lang, heading, theme] of [
    ["/fr-fr/company", "fr", "Entreprise", "Default"],
    ["/es/na-events", "es", "North America Harness Days 2026", "Light_Blue"],
    ["/en/brand-portal", "en", "WIRE Brand Portal", "Default"],
    ["/de/revolution-im-schaltschrankbau", "de", "Revolution im Schaltschrankbau", "Copper"],
    ["/fr/academy", "fr", "WIRE Academy", "Iqc"],
    ["/en/investors", "en", "Investor Relations", "Default"],
  ] as const) {
    test(path, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.locator("main").locator("xpath=..")).toHaveAttribute(
        "data-wire-theme",
        theme,
      );
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }
});

// WCAG 1.4.10 (reflow): German compounds are the longest words the site shows; one in a download's
// title widened six German service pages past a 320 px phone.
test("German pages with long words fit a 320 px phone without scrolling sideways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of [
    "/de",
    "/de/services/maintenance/maintenance-contracts/maintenance-basic",
    "/de/services/training/e-learning/machine-safety-online",
    "/de/products/crimping/gamma-263",
    "/de/contact",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBe(0);
  }
});

test("signed out, every kind of public page's header leads into the customer portal, first thing in the phone's menu", async ({
  page,
  request,
}) => {
  // The cached HTML of each page type holds the entry (the signed-in parts load in the browser).
  for (const path of [
    "/en",
    "/en/company/sustainability",
    "/en/products/crimping",
    "/en/products/crimping/gamma-263",
    "/en/stories",
    "/en/search?q=crimp",
    "/de/contact",
    "/en/na-events",
    "/en/no/such/page",
  ]) {
    const html = await (await request.get(path)).text();
    const language = path.startsWith("/de") ? "de" : "en";
    expect(html, path).toMatch(
      new RegExp(`<header[^]*<a href="/${language}/portal"[^>]*>[^]*?</a>[^]*</header>`),
    );
  }
  await page.goto("/en/products/crimping/gamma-263");
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Customer portal Log in" })).toHaveAttribute(
    "href",
    "/en/portal",
  );
  // On a phone: at the top of the menu panel, before the navigation and the 11 languages.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(banner.getByRole("link", { name: "Customer portal Log in" })).toBeHidden();
  await banner.getByRole("button", { name: "Open menu" }).click();
  // The only navigation shown at this width is the menu panel (the bar's is hidden).
  const panel = banner.getByRole("navigation");
  await expect(panel.getByRole("link").first()).toHaveAccessibleName("Customer portal Log in");
  await expect(panel.getByRole("link").first()).toBeInViewport();
});

test("without script (or before it has loaded) the header's menus still lead on", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // On a phone the menu button is a link that shows the menu panel.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/en");
  await page.getByRole("banner").getByRole("link", { name: "Open menu" }).click();
  // The only navigation shown at this width is the menu panel (whatever its name), which opens
  // with the portal's entry.
  const panel = page.getByRole("banner").getByRole("navigation");
  await expect(panel.getByRole("link").first()).toHaveAccessibleName("Customer portal Log in");
  await panel.getByRole("link", { name: "Crimping" }).click();
  await expect(page).toHaveURL(/\/en\/products\/crimping$/);
  // On a desktop a mega menu's trigger opens its section's page.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/en");
  await page.getByRole("banner").getByRole("link", { name: "Services" }).click();
  await expect(page).toHaveURL(/\/en\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await context.close();
});

test("an international-only site sends a country locale to its international one", async ({
  request,
}) => {
  const response = await request.get("/de-ch/academy", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/en/academy");
});

test.describe("query flags", () => {
  test("nextRelease is kept in a same-site lax cookie until nextRelease=false", async ({
    page,
    context,
  }) => {
    await page.goto("/en/company?nextRelease=true");
    const flag = (await context.cookies()).find((c) => c.name === "uapp_is-next-release");
    expect(flag).toMatchObject({ value: "true", sameSite: "Lax" });
    await page.goto("/en/company?nextRelease=false");
    expect((await context.cookies()).some((c) => c.name === "uapp_is-next-release")).toBe(false);
  });

  test("testing=true is remembered; screenshotTesting=true drops the floating buttons", async ({
    page,
    context,
  }) => {
    await page.goto("/en/company?testing=true");
    expect((await context.cookies()).find((c) => c.name === "uapp_testing")?.value).toBe("true");
    await expect(page.getByRole("complementary", { name: "Quick actions" })).toBeVisible();
    await page.goto("/en/company?screenshotTesting=true");
    await expect(page.locator("html")).toHaveAttribute("data-screenshot-testing", "true");
    await expect(page.getByRole("complementary", { name: "Quick actions" })).toHaveCount(0);
  });

  test("cache=false and cache=clear still answer the page", async ({ request }) => {
    expect((await request.get("/en/company?cache=false")).status()).toBe(200);
    expect((await request.get("/en/company?cache=clear")).status()).toBe(200);
  });
});
