import { createHash } from "node:crypto";

/** The CSP hash source of an inline `<script>` or `<style>`'s exact text. */
export function inlineHash(source: string): string {
  return `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;
}

/** What a page of the services' own may use besides nothing. */
export interface PagePolicy {
  /** Hash sources of the page's inline scripts; none means no script runs. */
  readonly scripts?: readonly string[];
  /** Hash sources of the page's `<style>` elements. */
  readonly styles: readonly string[];
  /** Whether `style="…"` attributes apply (shown e-mails carry them). */
  readonly styleAttributes?: boolean;
  /** Origins a form may submit to or be redirected to after 'self' (the site's login return). */
  readonly formTargets?: readonly string[];
}

/**
 * The security headers of an HTML page the services render themselves (the identity server's
 * sign-in, error and logout pages, the local mail inbox; issue 41, item 7): a policy that loads
 * nothing but the page's own hashed `<style>` (and script, where one is named) and `data:`
 * images (the inline icon), no framing by anyone (`frame-ancestors 'none'` and, for browsers
 * without CSP 2, `X-Frame-Options: DENY`) and no MIME sniffing.
 *
 * @example pageSecurityHeaders({ styles: [inlineHash("body{}")] })["x-frame-options"] // "DENY"
 */
export function pageSecurityHeaders(policy: PagePolicy): Record<string, string> {
  const scripts = policy.scripts?.length ? policy.scripts : ["'none'"];
  const csp = [
    "default-src 'none'",
    `script-src ${scripts.join(" ")}`,
    // style-src for browsers without the -elem/-attr split (they then refuse style attributes).
    `style-src ${policy.styles.join(" ")}`,
    `style-src-elem ${policy.styles.join(" ")}`,
    `style-src-attr ${policy.styleAttributes ? "'unsafe-inline'" : "'none'"}`,
    "img-src data:",
    // A form answer that redirects on (the login's return to the site) is checked against this too.
    `form-action ${["'self'", ...(policy.formTargets ?? [])].join(" ")}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ];
  return {
    "content-security-policy": csp.join("; "),
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
  };
}
