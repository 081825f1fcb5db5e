import { expect, test } from "@playwright/test";
import { directClientAddress, requestFrom, uniqueClient } from "./client";
import { signIn } from "./signIn";

/**
 * Hostile visits (issue 20), against the built site and the real services: another site
 * trying to sign a user out, undecodable addresses, password guessing, and what a locked
 * page's head gives away.
 */

const EVIL = "http://evil.example";

test("a page on another site cannot sign the user out; the portal's own button can", async ({
  page,
  baseURL,
}) => {
  await signIn(page, "customer@example.com");
  await expect(page.getByRole("heading", { name: "My applications" })).toBeVisible();

  // The attacker's page (served by the test): a form posting to the logout, submitted at once.
  await page.route(`${EVIL}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Win a prize</title>
        <form id="f" method="post" action="${baseURL}/api/auth/logout?locale=en">
          <input type="hidden" name="locale" value="en"></form>
        <script>document.getElementById("f").submit()</script>`,
    }),
  );
  const refused = page.waitForResponse((r) => r.url().includes("/api/auth/logout"));
  await page.goto(`${EVIL}/prize`);
  const answer = await refused;
  expect(answer.status()).toBe(403);
  expect(await answer.text()).toMatch(/Cross-site request/);

  // A link to the logout address only shows the question.
  await page.unroute(`${EVIL}/**`);
  await page.goto("/en/portal/logout");
  await expect(page.getByRole("heading", { name: "Sign out", level: 1 })).toBeVisible();
  await expect(page.getByText("Do you want to sign out of the portal?")).toBeVisible();

  // Still signed in.
  await page.goto("/en/portal");
  await expect(page.getByRole("heading", { name: "My applications" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/en/portal");

  // The confirmation's button signs out.
  await page.goto("/en/portal/logout");
  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((url) => url.pathname === "/en");
  await page.goto("/en/portal");
  await page.waitForURL(/\/am\/interaction\/|\/sign-in/);
});

test("a GET of the logout endpoint signs nobody out", async ({ request }) => {
  const response = await request.get("/api/auth/logout?locale=en", { maxRedirects: 0 });
  expect(response.status()).toBe(405);
  expect(response.headers().allow).toBe("POST");
});

test("addresses with malformed percent-encoding or a control character answer 4xx with a message, never 500", async ({
  request,
}) => {
  const figures: Record<string, number> = {};
  for (const path of [
    "/en/%FF",
    "/%FF",
    "/en/products/%E2%82",
    "/de/%C0%AF",
    "/en/portal/%FF",
    "/file/%FF",
    "/api/wire-flow/%FF",
    "/api/site-navigation/public/%FF",
    "/api/product-data/%FF",
    // A NUL reached the content service's database as a slug: every page answered 500.
    "/en/%00",
    "/en/products/crimping/gamma-263/%00",
    "/robots.txt/%00",
    "/en/a%0Ab",
    "/file/%00",
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    figures[path] = response.status();
    expect(response.status(), path).toBeGreaterThanOrEqual(400);
    expect(response.status(), path).toBeLessThan(500);
    expect((await response.text()).trim().length, path).toBeGreaterThan(0);
  }
  console.info(`malformed paths: ${JSON.stringify(figures)}`);
  expect(figures["/en/%FF"]).toBe(400);
  expect(figures["/en/%00"]).toBe(400);
});

test("a page posted a form body that cannot be read answers 400 with a message, never 500", async ({
  request,
  baseURL,
}) => {
  // What a form without script would post, cut off: Next answered it with a bare 500.
  for (const path of ["/en", "/en/contact", "/de/products/crimping/gamma-263"]) {
    const response = await request.post(path, {
      headers: { "content-type": "multipart/form-data; boundary=x", origin: baseURL! },
      data: "--x\r\nContent-Disposition: form-data; name=",
      maxRedirects: 0,
    });
    expect(response.status(), path).toBe(400);
    expect(await response.text(), path).toContain("could not be read");
  }
  // A whole form passes on to Next (which answers this one, naming no action, itself).
  const whole = await request.post("/en/contact", {
    headers: { origin: baseURL! },
    multipart: { name: "Ada" },
    maxRedirects: 0,
  });
  expect(whole.status()).toBeLessThan(500);
  expect(await whole.text()).not.toContain("could not be read");
});

test("200 wrong preview passwords: limited after the configured 10 with 429 and Retry-After", async ({
  request,
  baseURL,
}) => {
  // A client of its own, so the other tests' preview passwords are not held back.
  const headers = { origin: baseURL!, "x-forwarded-for": "198.51.100.200" };
  const statuses: Record<number, number> = {};
  let retryAfter = "";
  for (let i = 0; i < 200; i++) {
    const response = await request.post("/api/preview-password", {
      headers,
      data: { password: `wrong-guess-${i}` },
    });
    statuses[response.status()] = (statuses[response.status()] ?? 0) + 1;
    if (response.status() === 429) retryAfter = response.headers()["retry-after"] ?? "";
  }
  console.info(`200 wrong preview passwords: ${JSON.stringify(statuses)}`);
  expect(statuses).toEqual({ 401: 10, 429: 190 });
  expect(Number(retryAfter)).toBeGreaterThan(0);
  const right = await request.post("/api/preview-password", {
    headers,
    data: { password: "wire-preview-2026" },
  });
  expect(right.status()).toBe(429);
});

test("a client connecting directly cannot dodge the password limit with a new X-Forwarded-For each guess (issue 41)", async ({
  baseURL,
}) => {
  // Not the trusted proxy (127.0.0.1): its forwarding headers are the client's own words.
  const client = directClientAddress();
  const statuses: number[] = [];
  for (let i = 0; i < 15; i++) {
    const response = await requestFrom(client, `${baseURL}/api/preview-password`, {
      method: "POST",
      headers: {
        origin: baseURL!,
        "content-type": "application/json",
        "x-forwarded-for": uniqueClient(),
        "x-real-ip": uniqueClient(),
      },
      body: JSON.stringify({ password: `wrong-guess-${i}` }),
    });
    statuses.push(response.status);
  }
  console.info(
    `15 wrong preview passwords from ${client}, a new X-Forwarded-For each: ${statuses}`,
  );
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
  // RATE_LIMITS.password: 10 wrong passwords a minute, so the 11th guess is refused.
  expect(statuses.slice(10)).toEqual(Array(5).fill(429));
});

test("a locked page's head tells nothing of the page behind the password", async ({ page }) => {
  await page.goto("/en/products/product-preview");
  await expect(page.getByRole("heading", { name: "Protected area" })).toBeVisible();
  const head = await page.locator("head").innerHTML();
  expect(await page.title()).toBe("Protected area | WIRE Group");
  expect(head).not.toMatch(/crimping generation|Confidential until launch|Gamma series/i);
  expect(head).not.toMatch(/og:title|og:description|name="description"|hreflang/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/crimping generation/i);
});
