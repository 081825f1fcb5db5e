import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";
import { openFailedRender } from "./failedRender";
import { signIn } from "./signIn";

/** The id file of the build the browser tests serve (`next start` in this package). */
const BUILD_ID_FILE = fileURLToPath(new URL("../.next/BUILD_ID", import.meta.url));

/** Marks the document in the tab: gone once the browser loads another one. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

/**
 * Lets the tab's clock run five minutes on (the build poll's interval) until the tab polls, and
 * returns that request. The poll's timer is set once the page has hydrated, which on a slow
 * machine may be after the first jump, so the clock jumps again until the request is seen.
 */
async function pollOnce(page: Page) {
  let seen = false;
  const polled = page.waitForRequest((r) => r.url().includes("/builds/latest.json?t="));
  polled.then(
    () => {
      seen = true;
    },
    () => {},
  );
  await expect
    .poll(
      async () => {
        if (!seen) await page.clock.fastForward("05:00");
        return seen;
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe(true);
  return polled;
}

test("builds/latest.json answers the deployed build, never from a cache", async ({ request }) => {
  const response = await request.get(`/builds/latest.json?t=${Date.now()}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  const { id } = (await response.json()) as { id: string };
  expect(id).toMatch(/^[\w-]+$/);
  expect(((await (await request.get("/builds/latest.json?t=1")).json()) as { id: string }).id).toBe(
    id,
  );
});

test("a new build deployed while a tab is open: the next click in that tab loads the whole document", async ({
  page,
}) => {
  // Sign-in and three polls: on a slow CI machine more than the default 30 s.
  test.setTimeout(120_000);
  await page.clock.install();
  await signIn(page, "customer@example.com");
  await markDocument(page);

  // A failed poll is only logged.
  await page.route("**/builds/latest.json*", (route) => route.abort());
  const warned = page.waitForEvent("console", (m) =>
    m.text().includes("[build] could not read the latest build"),
  );
  await pollOnce(page);
  await warned;
  await page.unroute("**/builds/latest.json*");

  // The server answers the build the tab runs: links keep navigating inside the document.
  const polled = await pollOnce(page);
  expect(new URL(polled.url()).searchParams.get("t")).toMatch(/^\d+$/);
  expect((await polled.response())?.status()).toBe(200);
  await page
    .locator("article", { has: page.getByRole("heading", { name: "Service ticketing" }) })
    .getByRole("link", { name: "Open" })
    .click();
  await expect(page).toHaveURL(/\/en\/portal\/tickets\/list$/);
  await expect(page.getByRole("heading", { level: 1, name: "My tickets" })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);

  // Another build is deployed (its id written where the served build lives, as `next build`
  // writes it): the server announces it, and the next click loads the page as a new document.
  const deployed = readFileSync(BUILD_ID_FILE, "utf8");
  writeFileSync(BUILD_ID_FILE, "a-newer-build");
  try {
    const flagged = page.waitForEvent("console", (m) => m.text().includes("a-newer-build is out"));
    await pollOnce(page);
    await flagged;
  } finally {
    writeFileSync(BUILD_ID_FILE, deployed);
  }
  expect(await sameDocument(page)).toBe(true);
  await page
    .getByRole("navigation", { name: "Ticket pages" })
    .getByRole("link", { name: "Page 2", exact: true })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole("heading", { level: 1, name: "My tickets" })).toBeVisible();
  expect(await sameDocument(page)).toBe(false);
});

/**
 * Lets the chunks `path` loads through and fails every other one, as after a deployment that
 * removed the chunks an open page would load next. Returns the count of documents loaded since.
 */
async function failChunksNotLoadedBy(page: Page, path: string) {
  const loaded = new Set<string>();
  const onFinished = (request: { url(): string }) => loaded.add(request.url());
  page.on("requestfinished", onFinished);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  page.off("requestfinished", onFinished);
  await page.route("**/_next/static/chunks/**", (route) =>
    loaded.has(route.request().url()) ? route.continue() : route.abort(),
  );
  const documents = { count: 0 };
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.count++;
  });
  return documents;
}

test("a chunk that fails to load reloads the page once, not again within 10 s", async ({
  page,
}) => {
  const documents = await failChunksNotLoadedBy(page, "/en/company");
  const refused: string[] = [];
  page.on("console", (m) => {
    if (m.text().includes("[chunk] not reloading /en/company")) refused.push(m.text());
  });
  // A shared comparison in the address loads the overlay panels' chunk as the page starts.
  await page.goto("/en/company?compare=alpha-530");
  await expect.poll(() => documents.count).toBe(2);
  await page.waitForLoadState("networkidle");
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  expect(documents.count).toBe(2);
  expect(page.url()).toMatch(/\/en\/company\?compare=alpha-530$/);
});

test("after a chunk-error reload the page is back where it was scrolled to", async ({ page }) => {
  const documents = await failChunksNotLoadedBy(page, "/en/company");
  const y = await page.evaluate(() => {
    window.scrollTo(0, Math.min(600, document.documentElement.scrollHeight - window.innerHeight));
    return window.scrollY;
  });
  expect(y).toBeGreaterThan(0);
  await markDocument(page);
  // The news panel's code loads when it first opens.
  await page
    .getByRole("complementary", { name: "Quick actions" })
    .getByRole("button", { name: /News/ })
    .click();
  await expect.poll(() => documents.count).toBe(1);
  // Read in the reloaded document only; while it replaces the old one a read may find none.
  const reloadedScroll = () =>
    page
      .evaluate(() => ((window as { sameDocument?: boolean }).sameDocument ? null : window.scrollY))
      .catch(() => null);
  await expect.poll(reloadedScroll, { timeout: 20_000 }).toBe(y);
});

test("portal links prefetch at most 5 routes at once", async ({ page }) => {
  const prefetched = new Set<string>();
  page.on("request", (request) => {
    if (request.headers()["next-router-prefetch"]) prefetched.add(new URL(request.url()).pathname);
  });
  await signIn(page, "customer@example.com");
  // Links prefetch once the page has hydrated, which on a slow machine may be after the network
  // first fell idle.
  await expect.poll(() => prefetched.size, { timeout: 20_000 }).toBeGreaterThan(0);
  await page.waitForLoadState("networkidle");
  expect(prefetched.size).toBeLessThanOrEqual(5);
});

test("with data saver on, portal links prefetch nothing", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "connection", {
      value: { saveData: true, effectiveType: "4g" },
    });
  });
  const prefetched: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["next-router-prefetch"]) prefetched.push(request.url());
  });
  await signIn(page, "customer@example.com");
  await page.waitForLoadState("networkidle");
  await page.mouse.wheel(0, 2000);
  await page.waitForLoadState("networkidle");
  expect(prefetched).toEqual([]);
});

test.describe("for a crawler", () => {
  test.use({ userAgent: "Mozilla/5.0 (compatible; Lighthouse) Chrome/120 facebookexternalhit" });
  test("a fatal error is only logged: neither the server's HTML nor the page shows the error page", async ({
    page,
    request,
  }) => {
    const response = await openFailedRender(page);
    expect(response?.status()).toBe(500);
    await expect(page.getByText("Sorry, something went wrong")).toHaveCount(0);
    const html = await (await request.get("/en/site-error")).text();
    expect(html).not.toContain("Sorry, something went wrong");
  });
});
