import { type APIResponse, expect, type Page, test } from "@playwright/test";
import {
  directive,
  expectBaseHeaders,
  inlineScriptHashes,
  policies,
  visit,
  watchViolations,
} from "./securityHeaders";
import { STORYBOOK_DOCS_TIMEOUT_MS, storybookPreview } from "./styleGuide";

/**
 * Security headers and the Content-Security-Policy (issue 20), as an anonymous
 * visitor meets them: every kind of answer carries the headers, and Chromium
 * reports no violation on any page of the sitemaps or the style guide. The
 * portal and the editor area: `security-headers-signed-in.spec.ts`.
 */

test("a cached public page allows inline script only by the hashes of its own HTML", async ({
  request,
}) => {
  // A page no other test asks for: the first answer is the render that stores it (issue 41, 7).
  const path = "/sk/company";
  for (const visit of ["first (rendered and kept)", "second (from the cache)"]) {
    const response = await request.get(path);
    expect(response.status(), visit).toBe(200);
    expect(response.headers()["cache-control"], visit).toMatch(/s-maxage=\d+/);
    const all = policies(response.headersArray());
    expect(all, visit).toHaveLength(2);
    for (const csp of all) {
      for (const name of ["default-src", "script-src", "script-src-elem", "script-src-attr"]) {
        expect(directive(csp, name), `${visit}: ${name}`).not.toContain("'unsafe-inline'");
      }
      expect(csp, visit).not.toContain("nonce-");
      expect(csp, visit).not.toContain("'strict-dynamic'");
      expect(csp, visit).toContain("report-uri /api/csp-report");
    }
    // The proxy's policy: everything but scripts, the same for every visitor.
    const [page, scripts] = [all.find((p) => p.includes("frame-ancestors"))!, all.at(-1)!];
    expectBaseHeaders(response, `public page, ${visit}`);
    expect(directive(page, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(page, "frame-src")).toEqual(
      expect.arrayContaining(["https://www.youtube-nocookie.com", "https://player.vimeo.com"]),
    );
    expect(directive(page, "script-src")).toEqual([]);
    // The kept page's: the site's script files and exactly the inline scripts of this HTML.
    const hashes = inlineScriptHashes(await response.text());
    expect(hashes.length, visit).toBeGreaterThan(1);
    expect(directive(scripts, "script-src"), visit).toEqual(["'self'", ...hashes]);
  }
  expect(
    (await request.get(path)).headersArray().filter((h) => h.name === "reporting-endpoints"),
  ).toEqual([{ name: "reporting-endpoints", value: 'csp="/api/csp-report"' }]);
});

test("a cached public page hydrates and works with no CSP violation; injected script is refused", async ({
  page,
  context,
}) => {
  const violations = await watchViolations(context);
  // Another page no other test asks for: its first render runs in the browser.
  const response = await visit(page, "/ro/company");
  expect(response?.status()).toBe(200);
  const [, scripts] = policies(await response!.headersArray());
  expect(directive(scripts!, "script-src")).not.toContain("'unsafe-inline'");
  expect(directive(scripts!, "script-src")).toContain("'self'");
  // Hydrated: the page remembers its locale from the client (LocaleCookieSync).
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === "uapp_current_locale"))
    .toMatchObject({ value: "ro" });
  // Works: the language dialog opens (React's event handlers), and its link leads on.
  await page.getByRole("button", { name: /Schimbați limba sau țara/ }).click();
  const languages = page.getByRole("dialog");
  await languages.getByRole("link", { name: "Deutsch", exact: true }).click();
  await page.waitForURL("**/de/company");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  expect(violations).toEqual([]);

  // An inline script that is not the page's own does not run, and is reported.
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.injected = true";
    document.body.append(script);
  });
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  for (const violation of violations) expect(violation).toMatch(/script-src/);
});

test("redirects carry the headers too", async ({ request }) => {
  const trailing = await request.get("/en/company/", { maxRedirects: 0 });
  expect(trailing.status()).toBe(301);
  expectBaseHeaders(trailing, "proxy redirect");
  const styleGuide = await request.get("/style-guide", { maxRedirects: 0 });
  expect(styleGuide.status()).toBe(307);
  expectBaseHeaders(styleGuide, "style guide redirect");
});

test("a route handler, a static file and a file download get a policy that loads nothing", async ({
  request,
}) => {
  const api = await request.get("/api/auth/session");
  expect(directive(expectBaseHeaders(api, "API route"), "default-src")).toEqual(["'none'"]);

  const html = await (await request.get("/en")).text();
  const asset = /\/_next\/static\/[^"']+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const script = await request.get(asset!);
  expect(script.status()).toBe(200);
  expect(directive(expectBaseHeaders(script, "static file"), "default-src")).toEqual(["'none'"]);

  const robots = await request.get("/robots.txt");
  expect(directive(expectBaseHeaders(robots, "robots.txt"), "default-src")).toEqual(["'none'"]);
});

test("the style guide may frame its own preview and nothing else", async ({ request }) => {
  for (const path of ["/style-guide/index.html", "/style-guide/iframe.html"]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const csp = expectBaseHeaders(response, path);
    expect(directive(csp, "frame-ancestors")).toEqual(["'self'"]);
  }
});

test("a nonce sent by a client is not used", async ({ request }) => {
  const response = await request.get("/en/company", {
    headers: { "content-security-policy": "script-src 'nonce-forged'", "x-nonce": "forged" },
  });
  expect(await response.text()).not.toContain("forged");
});

test("the CSP report endpoint logs reports with 204 and refuses anything else with a message", async ({
  request,
}) => {
  const headers = { "x-forwarded-for": `10.20.${Math.floor(Math.random() * 250)}.7` };
  const report = await request.post("/api/csp-report", {
    headers: { ...headers, "content-type": "application/csp-report" },
    data: JSON.stringify({
      "csp-report": { "document-uri": "http://localhost/en", "blocked-uri": "inline" },
    }),
  });
  expect(report.status()).toBe(204);
  const list = await request.post("/api/csp-report", {
    headers: { ...headers, "content-type": "application/reports+json" },
    data: JSON.stringify([{ type: "csp-violation", body: { documentURL: "http://x/" } }]),
  });
  expect(list.status()).toBe(204);
  const broken = await request.post("/api/csp-report", {
    headers: { ...headers, "content-type": "application/csp-report" },
    data: "{",
  });
  expect(broken.status()).toBe(400);
  expect((await broken.json()).error).toBe("The report is not JSON.");
  const large = await request.post("/api/csp-report", {
    headers: { ...headers, "content-type": "application/csp-report" },
    data: JSON.stringify({ "csp-report": { "blocked-uri": "x".repeat(20_000) } }),
  });
  expect(large.status()).toBe(413);
  const wrongType = await request.post("/api/csp-report", {
    headers: { ...headers, "content-type": "text/plain" },
    data: "x",
  });
  expect(wrongType.status()).toBe(415);
  // 60 a minute per client, then 429 with Retry-After.
  const flooder = { "x-forwarded-for": `10.21.${Math.floor(Math.random() * 250)}.9` };
  let limited: APIResponse | undefined;
  for (let i = 0; i < 70 && !limited; i++) {
    const r = await request.post("/api/csp-report", {
      headers: { ...flooder, "content-type": "application/csp-report" },
      data: JSON.stringify({ "csp-report": { "blocked-uri": "inline" } }),
    });
    if (r.status() === 429) limited = r;
  }
  expect(limited?.headers()["retry-after"]).toMatch(/^\d+$/);
});

/** Every page the sitemaps list (the seeded public pages of every site). */
async function sitemapPages(page: Page): Promise<string[]> {
  const index = await (await page.request.get("/sitemap.xml")).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const pages = new Set<string>();
  for (const sitemap of sitemaps) {
    const body = await (await page.request.get(new URL(sitemap).pathname)).text();
    for (const m of body.matchAll(/<loc>([^<]+)<\/loc>/g)) pages.add(m[1]!);
  }
  return [...pages];
}

/**
 * One address per page of a site: the same host and path once the language segment
 * (`/de`, `/fr-ch`, …) is taken off.
 */
function onePerPage(urls: string[]): string[] {
  const seen = new Map<string, string>();
  for (const url of urls) {
    const { host, pathname } = new URL(url);
    const key = `${host}${pathname.replace(/^\/[a-z]{2}(?:-[a-z]{2})?(?=\/|$)/, "")}`;
    if (!seen.has(key)) seen.set(key, url);
  }
  return [...seen.values()];
}

test("Chromium reports no CSP violation on any seeded public page", async ({ page, context }) => {
  test.setTimeout(20 * 60_000);
  const violations = await watchViolations(context);
  const all = await sitemapPages(page);
  expect(all.length).toBeGreaterThan(10);
  // The policy depends on the page's modules, not its language: each page of each site once
  // (in the first language listed) keeps the walk to a couple of minutes; WIRE_CSP_WALK=all
  // visits every language too (over a thousand pages, about five minutes).
  const pages = process.env.WIRE_CSP_WALK === "all" ? all : onePerPage(all);
  // A few tabs at once.
  const queue = [...pages];
  let visited = 0;
  const failed: string[] = [];
  const tab = async (tabPage: Page) => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      const response = await visit(tabPage, url);
      if ((response?.status() ?? 500) >= 400) failed.push(`${url}: ${response?.status()}`);
      visited += 1;
    }
  };
  await Promise.all([
    tab(page),
    ...(await Promise.all([1, 2, 3].map(() => context.newPage()))).map(tab),
  ]);
  expect(failed).toEqual([]);
  console.info(
    `[csp] ${visited} of ${all.length} sitemap pages visited, ${violations.length} violations`,
  );
  expect(violations).toEqual([]);
});

test("Chromium reports no CSP violation in the style guide", async ({ page, context }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(context);
  await visit(page, "/style-guide/buttons");
  await expect(storybookPreview(page).getByRole("heading", { name: "Buttons" })).toBeVisible({
    timeout: STORYBOOK_DOCS_TIMEOUT_MS,
  });
  // The modules' docs in the preview alone: the whole UI above already ran under the policy.
  await visit(page, "/style-guide/iframe.html?viewMode=docs&id=modules--docs");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible({
    timeout: STORYBOOK_DOCS_TIMEOUT_MS,
  });
  console.info(`[csp] style guide: ${violations.length} violations`);
  expect(violations).toEqual([]);
});
