import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

/**
 * Every site's home, from the sitemap index (one `/sitemaps/{site}.xml` per
 * site; the main site lives at the root, the others under their slug). A
 * path without locale opens in the site's default language.
 */
async function siteHomes(request: APIRequestContext): Promise<string[]> {
  const index = await (await request.get("/sitemap.xml")).text();
  const names = [...index.matchAll(/\/sitemaps\/([\w-]+)\.xml<\/loc>/g)].map((m) => m[1]!);
  return names.map((name) => (name === "main" ? "/" : `/${name}`));
}

/** The links of a page's header (every mega menu opened in turn) and footer, on this site. */
async function headerAndFooterLinks(page: Page, origin: string): Promise<string[]> {
  const hrefs = (selector: string) =>
    page.locator(selector).evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const found = [...(await hrefs("header a[href]")), ...(await hrefs("footer a[href]"))];
  const menus = page.locator("header nav button[aria-expanded]");
  for (let i = 0; i < (await menus.count()); i++) {
    await menus.nth(i).click();
    await expect(menus.nth(i)).toHaveAttribute("aria-expanded", "true");
    found.push(...(await hrefs("header a[href]")));
  }
  // Other hosts (LinkedIn, the group website, event registration) are not ours to check.
  return [...new Set(found.filter((href) => new URL(href).origin === origin))].sort();
}

test("every header and footer link of every site answers 200, directly or after redirects", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const homes = await siteHomes(request);
  expect(homes).toEqual(expect.arrayContaining(["/", "/na-events", "/brand-portal"]));
  const failures: string[] = [];
  for (const home of homes) {
    await page.goto(home);
    const links = await headerAndFooterLinks(page, new URL(baseURL!).origin);
    // A footer at least: privacy policy and contact (issue 18: both answered 404 off the main site).
    expect(
      links.some((href) => href.endsWith("/legal/privacy")),
      home,
    ).toBe(true);
    for (const href of links) {
      // The request follows redirects (the portal's sign-in, a locale correction) to the end.
      const response = await request.get(href);
      if (response.status() !== 200) failures.push(`${home}: ${href} answers ${response.status()}`);
    }
  }
  expect(failures).toEqual([]);
});

test("the legal pages answer in every language of the main site", async ({ request }) => {
  for (const path of ["/en/legal/privacy", "/en/legal/imprint", "/en/legal/terms"]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  const german = await (await request.get("/de/legal/privacy")).text();
  expect(german).toContain("Datenschutzerklärung");
  const japanese = await (await request.get("/ja/legal/terms")).text();
  expect(japanese).toContain("利用規約・取引条件");
});

test("investor information and the annual report's downloads are reached from the navigation", async ({
  page,
  request,
}) => {
  await page.goto("/en");
  await page.getByRole("contentinfo").getByRole("link", { name: "Investors" }).click();
  await page.waitForURL("**/en/investors");
  await page.getByRole("banner").getByRole("link", { name: "Reports" }).click();
  await page.waitForURL("**/en/investors/reports");
  const report = page.getByRole("link", { name: /Annual report 2025/ }).first();
  const href = await report.getAttribute("href");
  expect(href).toMatch(/^\/file\/annual-report-2025/);
  const file = await request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toContain("application/pdf");
});

test("every English page in the sitemaps links only to pages that answer", async ({ request }) => {
  // A link crawl found product pages linking Europe-only products (404 internationally) and
  // the academy's course list linking courses that did not exist.
  test.setTimeout(180_000);
  const loc = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const index = await (await request.get("/sitemap.xml")).text();
  const pages = new Set<string>();
  for (const sitemap of loc(index)) {
    for (const path of loc(await (await request.get(sitemap)).text())) {
      if (/^\/en(\/|$)/.test(path)) pages.add(path);
    }
  }
  expect(pages.size).toBeGreaterThan(100);
  const answers = new Map<string, number>();
  const answer = async (path: string) => {
    if (!answers.has(path)) answers.set(path, (await request.get(path)).status());
    return answers.get(path)!;
  };
  const failures: string[] = [];
  for (const path of pages) {
    const response = await request.get(path);
    if (response.status() !== 200) failures.push(`${path} answers ${response.status()}`);
    const html = await response.text();
    const links = new Set(
      [...html.matchAll(/<a [^>]*href="(\/[^"#]*)/g)]
        .map((m) => m[1]!.replaceAll("&amp;", "&"))
        .filter((href) => !href.startsWith("//")),
    );
    for (const href of links) {
      // The portal's links answer with the sign-in, after redirects; anything else must be there.
      const status = await answer(href);
      if (status >= 400) failures.push(`${path} links ${href}, which answers ${status}`);
    }
  }
  expect(failures).toEqual([]);
});
