import { expect, test } from "@playwright/test";

test("robots.txt keeps crawlers out of the portal and names the sitemap", async ({ request }) => {
  const body = await (await request.get("/robots.txt")).text();
  expect(body).toContain("Disallow: /*/portal");
  expect(body).toContain("Disallow: /api/");
  expect(body).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
});

test("the sitemap index names one sitemap per site, each with hreflang alternates", async ({
  request,
}) => {
  const index = await (await request.get("/sitemap.xml")).text();
  for (const site of ["main", "na-events", "brand-portal", "revolution-im-schaltschrankbau"]) {
    expect(index).toContain(`/sitemaps/${site}.xml</loc>`);
  }
  const main = await request.get("/sitemaps/main.xml");
  expect(main.headers()["content-type"]).toContain("application/xml");
  const xml = await main.text();
  expect(xml).toMatch(/<loc>http:\/\/localhost:\d+\/de\/company\/sustainability<\/loc>/);
  expect(xml).toMatch(/hreflang="fr" href="http:\/\/localhost:\d+\/fr\/company\/sustainability"/);
  // The catalogue is in it, with only what a visitor without a country may see.
  expect(xml).toMatch(/<loc>http:\/\/localhost:\d+\/en\/products\/crimping\/gamma-263<\/loc>/);
  expect(xml).not.toContain("bt-188-t");
  // Protected and system pages stay out.
  expect(xml).not.toContain("partner-area");
  expect(xml).not.toContain("product-preview");
  expect(xml).not.toContain("/error<");
  const events = await (await request.get("/sitemaps/na-events.xml")).text();
  expect(events).toMatch(/<loc>http:\/\/localhost:\d+\/es\/na-events<\/loc>/);
  expect((await request.get("/sitemaps/nowhere.xml")).status()).toBe(404);
});

test("a page names its canonical URL, its language versions and Open Graph data", async ({
  page,
}) => {
  await page.goto("/en/company/sustainability");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/en\/company\/sustainability$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
    "href",
    /\/de\/company\/sustainability$/,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
});

test("pages without a description of their own describe themselves with what they say first", async ({
  request,
}) => {
  for (const [path, text] of [
    ["/en/products/crimping", "Crimping machines, presses and applicators"],
    ["/en/products/capabilities/crimp-force-monitoring", "force curve compared with its reference"],
    ["/de/products/crimping/gamma-263", ""],
    // A CMS page whose description is empty in the content: its first text.
    ["/en/company/about", "The WIRE Group develops and builds machines"],
    // The search page has no text of its own: what its field offers to find.
    ["/en/search", "Search for products, services or topics"],
    ["/de/search", "Nach Produkten, Dienstleistungen oder Themen suchen"],
  ] as const) {
    const html = await (await request.get(path)).text();
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
    expect(description, path).toBeTruthy();
    expect(description, path).toContain(text);
    expect(html, path).toContain(`<meta property="og:description" content="${description}"`);
  }
});

test("a page names the group's icon, and the browser's default favicon request finds it", async ({
  page,
  request,
}) => {
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto("/en", { waitUntil: "networkidle" });
  await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute(
    "href",
    /\/icon\.svg/,
  );
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", /\.png/);
  for (const [path, type] of [
    ["/favicon.ico", /icon/],
    ["/icon.svg", /svg/],
    ["/apple-touch-icon.png", /png/],
  ] as const) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()["content-type"], path).toMatch(type);
  }
  expect(failed).toEqual([]);
});

test.describe("/api/site-navigation", () => {
  test("answers a site's header and footer navigation in the asked language", async ({
    request,
  }) => {
    const response = await request.get("/api/site-navigation/public/site-main?lang=de");
    expect(response.status()).toBe(200);
    const { site } = await response.json();
    expect(site.headerNavigation.topItems.map((i: { title: string }) => i.title)).toContain(
      "Produkte",
    );
    expect(site.headerNavigation).toHaveProperty("homeItems");
    expect(site.headerNavigation).toHaveProperty("theme");
    expect(site.headerNavigation).toHaveProperty("hidden", false);
    expect(site.footerNavigation).toHaveProperty("navigationSections");
    expect(site.footerNavigation).toHaveProperty("contactLink");
  });

  test("refuses bad input with a clear error and no 500", async ({ request }) => {
    const bad = await request.get("/api/site-navigation/public/site-main?lang=xx");
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error).toContain("lang");
    expect((await request.get("/api/site-navigation/public/no-such-site")).status()).toBe(404);
    expect((await request.get("/api/site-navigation/editor/site-main")).status()).toBe(401);
  });
});
