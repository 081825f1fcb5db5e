import { expect, test } from "@playwright/test";
import { signInAsEditor } from "./editorGate";
import { directive, expectBaseHeaders, visit, watchViolations } from "./securityHeaders";
import { signIn } from "./signIn";

/**
 * Security headers and the Content-Security-Policy (issue 20) behind a sign-in: portal pages get
 * a fresh nonce, and Chromium reports no violation in the portal and the editor area. The public
 * side: `security-headers.spec.ts`.
 */

test("a portal page gets a fresh nonce and 'strict-dynamic', and Next's scripts carry it", async ({
  page,
}) => {
  await signIn(page, "customer@example.com");
  const first = await page.request.get("/en/portal");
  const csp = expectBaseHeaders(first, "portal page");
  const scriptSrc = directive(csp, "script-src");
  expect(scriptSrc).toContain("'strict-dynamic'");
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  const html = await first.text();
  expect(html).toContain(`nonce="${nonce}"`);
  // Every script element of the page carries it.
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  const second = await page.request.get("/en/portal");
  expect(second.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);
  expect(second.headers()["cache-control"]).toMatch(/no-store|private/);
});

test("Chromium reports no CSP violation in the portal and the editor area", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(context);
  await signIn(page, "customer@example.com");
  await page.waitForLoadState("networkidle");
  await visit(page, "/en/portal/tickets/list");
  await expect(page.getByRole("table")).toBeVisible();

  await signInAsEditor(page);
  await page.waitForLoadState("networkidle");
  await visit(page, "/en/editor/preview/page-careers?lang=en");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  console.info(`[csp] portal and editor: ${violations.length} violations`);
  expect(violations).toEqual([]);
});
