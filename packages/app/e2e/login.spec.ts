import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn } from "./signIn";

/** A public page (cached for everybody) whose header the signed-in customer sees. */
const PRODUCT = "/en/products/crimping/gamma-263";

test("an unauthenticated visit to the portal goes through login and back to the portal home", async ({
  page,
}) => {
  // The way in: the public header's portal entry (issue 43).
  await page.goto(PRODUCT);
  await page.getByRole("banner").getByRole("link", { name: "Customer portal Log in" }).click();
  // The silent attempt finds no identity-server session, so the login form appears.
  await page.waitForURL(/\/am\/interaction\//);
  await page.getByLabel("E-mail").fill("customer@example.com");
  await page.getByLabel("Password").fill("wrong password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "The e-mail address or password is not correct.",
  );
  await expect(page.getByLabel("E-mail")).toHaveValue("customer@example.com");
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("**/en/portal");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Clara");
  await expect(page.getByRole("button", { name: "CK, Clara Kunde: User menu" })).toBeVisible();

  // Back on a public page, its header knows the customer (issue 43): user menu, parts cart and
  // its count, asked for in the browser, as the server answers them to this user only.
  const answer = page.waitForResponse((r) => r.url().includes("/api/auth/header"));
  await page.goto(PRODUCT);
  const headerAnswer = await answer;
  expect(headerAnswer.headers()["cache-control"]).toBe("private, no-store");
  const { cart } = (await headerAnswer.json()) as { cart: { count: number } };
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("button", { name: "CK, Clara Kunde: User menu" })).toBeVisible();
  await expect(banner.getByRole("link", { name: "Customer portal Log in" })).toHaveCount(0);
  await expect(banner.getByRole("link", { name: /^Parts cart/ })).toHaveAccessibleName(
    cart.count > 0
      ? `Parts cart, ${cart.count} ${cart.count === 1 ? "item" : "items"} in the parts cart`
      : "Parts cart",
  );
  await banner.getByRole("button", { name: "CK, Clara Kunde: User menu" }).click();
  await expect(page.getByRole("dialog").getByRole("button", { name: "Log out" })).toBeVisible();
  // The page itself, even asked for with the session's cookie, is the cached one for everybody.
  const html = await (await page.request.get(PRODUCT)).text();
  expect(html).toContain("Customer portal");
  for (const userData of ["Clara", "Kunde", '"CK"', "Log out", "/api/auth/logout"]) {
    expect(html).not.toContain(userData);
  }
});

test("a protected page asked for first is where login returns to", async ({ page }) => {
  await signIn(page, "customer@example.com", "/en/portal/account");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account settings");
});

test("after the site's session ended, login returns to the page asked for, query and all", async ({
  page,
  context,
}) => {
  await signIn(page, "customer@example.com");
  // A session cookie the site no longer knows (ended, or lost in a restart without Redis).
  await context.addCookies([
    { name: "wire_session", value: "ended", domain: "localhost", path: "/", httpOnly: true },
  ]);
  await page.goto("/en/portal/tickets/list?status=open");
  await page.waitForURL((url) => url.pathname === "/en/portal/tickets/list");
  expect(new URL(page.url()).searchParams.get("status")).toBe("open");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My tickets");
});

test("the sign-in and sign-in error pages are titled in the page's language, never indexed", async ({
  request,
}) => {
  for (const [path, title] of [
    ["/en/sign-in", "Log in | WIRE Group"],
    ["/de/sign-in", "Anmelden | WIRE Group"],
    ["/de/identity-error?error=access_denied", "Anmeldung fehlgeschlagen | WIRE Group"],
  ] as const) {
    const html = await (await request.get(path, { maxRedirects: 0 })).text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  }
});

test("a tampered state on the callback shows State mismatch on the identity error page", async ({
  page,
}) => {
  // A login is under way (its state sits in an encrypted cookie) when a forged return arrives.
  await page.goto("/api/auth/login?returnTo=/en/portal");
  await page.waitForURL(/\/am\/interaction\//);
  await page.goto("/en/callback?code=forged-code&state=tampered");
  await page.waitForURL(/\/en\/identity-error/);
  await expect(page.getByTestId("identity-error")).toHaveText("state_mismatch");
  await expect(page.getByTestId("identity-error-description")).toHaveText("State mismatch");
  await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();
});

test("a callback without a code is rejected", async ({ page }) => {
  await page.goto("/api/auth/login?returnTo=/en/portal");
  await page.waitForURL(/\/am\/interaction\//);
  await page.goto("/en/callback?state=anything");
  await page.waitForURL(/\/en\/identity-error/);
  await expect(page.getByTestId("identity-error")).toHaveText("missing_code");
});

test("the session cookie is HttpOnly and no token reaches the browser", async ({
  page,
  context,
}) => {
  const bodies: string[] = [];
  page.on("response", async (response) => {
    const type = response.headers()["content-type"] ?? "";
    if (!/html|json|javascript|text|x-component/.test(type)) return;
    bodies.push(await response.text().catch(() => ""));
  });
  await signIn(page, "customer@example.com");
  await page.goto("/en/portal/account");
  await page.request.get("/api/auth/session").then(async (r) => bodies.push(await r.text()));

  const cookie = (await context.cookies()).find((c) => c.name === "wire_session");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  expect(await page.evaluate(() => document.cookie)).not.toContain("wire_session");
  const jwt = /eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]+/;
  const appBodies = bodies.filter((b) => !b.includes("Sign in to the customer portal"));
  for (const body of appBodies) {
    expect(body).not.toMatch(jwt);
    expect(body).not.toMatch(/access_token|refresh_token|id_token/);
  }
});

test("logout ends the session and back does not show portal content", async ({ page }) => {
  await signIn(page, "customer@example.com");
  await expect(page.getByRole("heading", { name: "My applications" })).toBeVisible();
  await page.getByRole("button", { name: /User menu$/ }).click();
  // Logging out is a form's POST from the user menu (issue 20), not a link.
  await page.getByRole("button", { name: "Log out" }).click();
  await page.waitForURL((url) => url.pathname === "/en");
  await page.goBack();
  await expect(page.getByRole("heading", { name: "My applications" })).toHaveCount(0);
  await page.waitForURL(/\/am\/interaction\/|\/sign-in/);
  // Sign-in goes on to the identity server's form by itself: let it arrive, so the test does not
  // end mid-navigation (closing the context then hung past the timeout now and then).
  await page.waitForURL(/\/am\/interaction\//, { waitUntil: "load" });
});

test("a lost site session is restored silently through the hidden prompt=none frame", async ({
  page,
  context,
}) => {
  await signIn(page, "customer@example.com");
  // The site forgets the browser (as after a restart); the identity server still knows it.
  await context.clearCookies({ name: "wire_session" });
  const silentReturns: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/blank-callback")) silentReturns.push(request.url());
  });
  const loginForms: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame() && /\/am\/interaction\//.test(frame.url()))
      loginForms.push(frame.url());
  });
  await page.goto("/en/portal/account");
  await page.waitForURL("**/en/portal/account");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account settings");
  expect(silentReturns.length).toBeGreaterThan(0);
  expect(silentReturns[0]).toContain("code=");
  expect(loginForms).toEqual([]);
});

test("a content page with CIAM-role protection needs a login", async ({ page }) => {
  await page.goto("/en/company/partner-area");
  await page.waitForURL(/\/am\/interaction\//);
  await page.getByLabel("E-mail").fill("customer@example.com");
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("**/en/company/partner-area");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Partner area");
});
