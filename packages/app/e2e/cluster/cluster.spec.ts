import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { CLUSTER } from "../../playwright.cluster.config";
import { appConfig } from "../../src/config";
import { editorCookie } from "../../src/editor/editorAccess";
import { signIn } from "../signIn";

const [A, B] = CLUSTER.instances;
const pidOf = (name: string) => Number(readFileSync(join(CLUSTER.dir, `${name}.pid`), "utf8"));

/** Where a page came from at one instance: Next's own cache or a fresh render. */
async function cacheState(request: APIRequestContext, url: string, cookie?: string) {
  const response = await request.get(url, { headers: cookie ? { cookie } : {} });
  expect(response.status()).toBe(200);
  return response.headers()["x-nextjs-cache"];
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
    expect(await response.text()).toContain("customer@example.com");
  }
});

test("nginx keeps anonymous public pages and never personal ones", async ({ request }) => {
  const page = `${CLUSTER.site}/en/company/sustainability`;
  await request.get(page);
  const cached = await request.get(page);
  expect(cached.headers()["x-cache-status"]).toBe("HIT");
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
  for (const origin of [A, B]) {
    await cacheState(request, `${origin}${path}`);
    expect(await cacheState(request, `${origin}${path}`)).toBe("HIT");
  }
  // Anyone else's flag is ignored.
  await cacheState(request, `${A}${path}?cache=clear`);
  expect(await cacheState(request, `${B}${path}`)).toBe("HIT");

  const editor = await editorCookie(appConfig({ ...process.env, APP_URL: CLUSTER.site }));
  await cacheState(request, `${A}${path}?cache=clear`, `${editor.name}=${editor.value}`);
  expect(await cacheState(request, `${B}${path}`)).toBe("MISS");
  expect(await cacheState(request, `${B}${path}`)).toBe("HIT");
});

test("stopping one instance loses no session", async ({ page, request }) => {
  await signIn(page, "admin@example.com");
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  process.kill(pidOf(`app-${new URL(B).port}`), "SIGTERM");
  await expect(async () => {
    expect((await request.get(`${B}/healthz`).catch(() => null))?.ok() ?? false).toBe(false);
  }).toPass({ timeout: 15_000 });
  for (let i = 0; i < 4; i++) {
    const response = await request.get(`${CLUSTER.site}/en/portal`, {
      headers: { cookie },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain("admin@example.com");
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
