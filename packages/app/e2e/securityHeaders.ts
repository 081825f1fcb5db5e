import { createHash } from "node:crypto";
import { type APIResponse, type BrowserContext, expect, type Page } from "@playwright/test";

/** What the security-header specs share: the headers every answer carries, and CSP watching. */

/** The headers every answer carries, whatever it is. */
export function expectBaseHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
    expect(headers["permissions-policy"], what).toContain(`${feature}=()`);
  }
  // The browser tests run on http://localhost: no HSTS there (it is sent for https only).
  expect(headers["strict-transport-security"], what).toBeUndefined();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp, what).toMatch(/frame-ancestors '(none|self)'/);
  expect(csp, what).not.toContain("unsafe-eval");
  expect(csp, what).toContain("report-uri /api/csp-report");
  return csp;
}

/**
 * Every Content-Security-Policy an answer carries, one per header (a browser enforces each: a
 * kept page gets the proxy's policy and the one stored with its HTML).
 */
export function policies(headers: { name: string; value: string }[]) {
  return headers
    .filter((h) => h.name.toLowerCase() === "content-security-policy")
    .map((h) => h.value);
}

/** The CSP hash sources of a page's inline scripts (those without `src`). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/(?:^|\s)src\s*=/i.test(attributes!)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text!, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** A directive's sources in a policy. */
export function directive(csp: string, name: string): string[] {
  const found = csp.split(/;\s*/).find((d) => d.startsWith(`${name} `));
  return found ? found.split(" ").slice(1) : [];
}

/** Records every CSP violation a page of the context reports (event and console). */
export async function watchViolations(context: BrowserContext) {
  const violations: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `[csp-violation] ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const watch = (page: Page) =>
    page.on("console", (message) => {
      const text = message.text();
      if (/\[csp-violation\]|Content Security Policy|Refused to/i.test(text)) {
        violations.push(`${page.url()}: ${text}`);
      }
    });
  context.on("page", watch);
  for (const page of context.pages()) watch(page);
  return violations;
}

/**
 * Opens a page and lets its lazy scripts, images and frames load: until the network is idle,
 * 5 s at most. With four tabs at once, Chromium's headless shell now and then never reports a
 * page idle although no request of it is left (one page of the 154, held five minutes).
 */
export async function visit(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: "load" });
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
  return response;
}
