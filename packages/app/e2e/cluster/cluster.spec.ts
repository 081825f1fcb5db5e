import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { CLUSTER } from "../../playwright.cluster.config";
import { editorCookie } from "../../src/auth/editorAccess";
import { appConfig } from "../../src/config";
import { directClientAddress, requestFrom, uniqueClient } from "../client";
import { installationSecretOf } from "../secrets";
import { signIn } from "../signIn";

const [A, B] = CLUSTER.instances;
const pidOf = (name: string) => Number(readFileSync(join(CLUSTER.dir, `${name}.pid`), "utf8"));

/** Where a page came from at one instance: Next's own cache or a fresh render. */
async function cacheState(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  return response.headers()["x-nextjs-cache"];
}

/** A page's title (before the company name) as one origin serves it. */
async function pageTitle(request: APIRequestContext, url: string) {
  return (await (await request.get(url)).text()).match(/<title>([^<|]*) \|/)?.[1];
}

/** Changes a page's published English title in the services' database, as an editor's tool would. */
function changePublishedTitle(slug: string, title: string) {
  const sql = `update page_localizations set title = '${title.replaceAll("'", "''")}'
    where stage = 'PUBLISHED' and locale = 'en'
    and page_id in (select id from pages where slug = '${slug}' and stage = 'PUBLISHED')`;
  execFileSync("psql", [
    "-h",
    "127.0.0.1",
    "-p",
    CLUSTER.pgPort,
    "-U",
    "postgres",
    "wire",
    "-c",
    sql,
  ]);
}

// The tests stop parts of the deployment: one after the other, in this order.
test.describe.configure({ mode: "serial" });

test("a user signed in through one instance is signed in on every instance", async ({
  page,
  request,
}) => {
  await signIn(page, "customer@example.com");
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  for (const origin of [A, B, CLUSTER.site]) {
    const response = await request.get(`${origin}/en/portal`, {
      headers: { cookie },
      maxRedirects: 0,
    });
    expect(response.status(), origin).toBe(200);
    expect(await response.text()).toContain("Welcome, Clara");
  }
});

test("nginx keeps anonymous public pages and never personal ones", async ({
  request,
  playwright,
}) => {
  const page = `${CLUSTER.site}/en/company/sustainability`;
  await request.get(page);
  const visitor = await playwright.request.newContext();
  const cached = await visitor.get(page);
  expect(cached.headers()["x-cache-status"]).toBe("HIT");
  expect(cached.headers()["set-cookie"]).toBeUndefined();
  await visitor.dispose();
  const portal = await request.get(`${CLUSTER.site}/en/portal`, { maxRedirects: 0 });
  expect(portal.status()).toBe(302);
  expect(portal.headers()["x-cache-status"]).toBe("BYPASS");
  const api = await request.get(`${CLUSTER.site}/api/news-feed?lang=en`);
  expect(api.headers()["x-cache-status"]).toBe("BYPASS");
});

test("cache=clear from an editor on one instance renews the pages of the other", async ({
  request,
}) => {
  const path = "/en/company";
  const title = (origin: string) => pageTitle(request, `${origin}${path}`);
  const before = await title(A);
  expect(before).toBeTruthy();
  expect(await title(B)).toBe(before);
  // The content changes behind the site's back (no publish hook): both keep their pages.
  changePublishedTitle("company", `${before} (changed)`);
  expect(await title(A)).toBe(before);
  expect(await title(B)).toBe(before);
  // Anyone else's cache=clear is ignored.
  await request.get(`${A}${path}?cache=clear`);
  expect(await title(B)).toBe(before);

  const editor = await editorCookie(appConfig({ ...process.env, APP_URL: CLUSTER.site }));
  const cleared = await request.get(`${A}${path}?cache=clear`, {
    headers: { cookie: `${editor.name}=${editor.value}` },
  });
  expect(cleared.status()).toBe(200);
  await expect.poll(() => title(B), { timeout: 1000 }).toBe(`${before} (changed)`);
  expect(await title(A)).toBe(`${before} (changed)`);
});

test("a page published in the content service shows on both instances within a second", async ({
  request,
}) => {
  const path = "/en/company/sustainability";
  const title = (origin: string) => pageTitle(request, `${origin}${path}`);
  const before = await title(A);
  expect(before).toBeTruthy();
  expect(await title(B)).toBe(before);
  // Drafts answer only to the site's server-held preview token (issue 19).
  const found = await request.post(`${CLUSTER.services}/content/graphql`, {
    headers: { authorization: `Bearer ${installationSecretOf("CONTENT_PREVIEW_TOKEN")}` },
    data: {
      query:
        '{ pages(where: { siteId: "site-main", slug: "sustainability" }, stage: DRAFT) { id } }',
    },
  });
  const pageId = (await found.json()).data.pages[0].id as string;
  // An editor changes the draft: the public pages keep the published title.
  const manage = { authorization: `Bearer ${installationSecretOf("CONTENT_MANAGEMENT_TOKEN")}` };
  const edit = await request.patch(
    `${CLUSTER.services}/content/manage/pages/${pageId}/localizations/en`,
    { headers: manage, data: { title: `${before} (published)` } },
  );
  expect(edit.status()).toBe(200);
  expect(await title(A)).toBe(before);
  // Publishing calls the site's revalidation (through nginx, one instance); both renew.
  const published = await request.post(
    `${CLUSTER.services}/content/manage/pages/${pageId}/publish`,
    {
      headers: manage,
    },
  );
  expect(await published.json()).toMatchObject({ published: true, webhooks: [{ status: 200 }] });
  await expect.poll(() => title(B), { timeout: 1000 }).toBe(`${before} (published)`);
  await expect.poll(() => title(A), { timeout: 1000 }).toBe(`${before} (published)`);
});

test("behind nginx each client address has its own password limit; X-Forwarded-For sent directly to an instance counts for nothing (issue 41)", async () => {
  /** Wrong preview passwords from `from` to `origin`, each with a new X-Forwarded-For. */
  const guesses = async (origin: string, from: string, count: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const response = await requestFrom(from, `${origin}/api/preview-password`, {
        method: "POST",
        headers: {
          // Same-site for the instances too: they take the site's address as their own.
          origin: CLUSTER.site,
          host: new URL(CLUSTER.site).host,
          "content-type": "application/json",
          "x-forwarded-for": uniqueClient(),
        },
        body: JSON.stringify({ password: `wrong-guess-${i}` }),
      });
      statuses.push(response.status);
    }
    return statuses;
  };
  const [first, second, direct] = [
    directClientAddress(),
    directClientAddress(),
    directClientAddress(),
  ];
  // Ten wrong passwords a minute per client (RATE_LIMITS.password), counted in Redis.
  const limited = [...Array(10).fill(401), 429, 429];
  expect(await guesses(CLUSTER.site, first, 12), first).toEqual(limited);
  // Another address through the same nginx is another client.
  expect(await guesses(CLUSTER.site, second, 2), second).toEqual([401, 401]);
  // Reaching an instance directly, not from nginx, the forwarded address is the client's own words.
  expect(await guesses(A!, direct, 12), direct).toEqual(limited);
});

test("stopping one instance loses no session", async ({ page, request }) => {
  await signIn(page, "admin@example.com");
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  // The instance's process group (`next start` serves from a child): SIGTERM, as a deployment
  // stops it; it finishes what it is doing and exits. SIGKILL after 10 s, noted, so a slow
  // shutdown shows in the log without hiding whether sessions survive.
  const group = pidOf(`app-${new URL(B).port}`);
  const alive = () => {
    try {
      process.kill(-group, 0);
      return true;
    } catch {
      return false;
    }
  };
  process.kill(-group, "SIGTERM");
  const stopped = await expect
    .poll(alive, { timeout: 10_000 })
    .toBe(false)
    .then(() => true)
    .catch(() => false);
  if (!stopped) {
    console.warn("[cluster] instance B had not exited 10 s after SIGTERM: killed");
    process.kill(-group, "SIGKILL");
    await expect.poll(alive, { timeout: 5_000 }).toBe(false);
  }
  for (let i = 0; i < 4; i++) {
    const response = await request.get(`${CLUSTER.site}/en/portal`, {
      headers: { cookie },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("Welcome, Erik");
  }
});

test("with Redis stopped, public pages keep answering from memory", async ({ request }) => {
  const page = `${A}/en/company/sustainability`;
  await cacheState(request, page);
  execFileSync("kill", [String(pidOf("redis"))]);
  await expect(async () => {
    const ready = await request.get(`${A}/readyz`);
    expect(ready.status()).toBe(503);
  }).toPass({ timeout: 15_000 });
  expect(await cacheState(request, page)).toBe("HIT");
  // A page not rendered before renders without Redis too.
  expect((await request.get(`${A}/de/company`)).status()).toBe(200);
});
