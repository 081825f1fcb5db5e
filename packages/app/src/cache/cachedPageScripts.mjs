/**
 * The script policy of a page Next keeps in its cache (ISR), computed from the page's own HTML
 * when it is kept (issue 41, item 7). A kept page cannot carry a per-request nonce, and Next
 * streams a page's data as inline scripts (`self.__next_f.push(…)`) that differ per page and
 * render, so no list fixed at build time covers them; `experimental.sri` only puts `integrity`
 * on the `<script src>` tags, which a policy does not consult for inline scripts. The HTML of a
 * kept page is final, though: its inline scripts are hashed once, when the cache handler stores
 * it, and the policy travels with it as one of its headers (Next sends a kept page's headers
 * with every hit; nginx keeps them with the page).
 *
 * A plain ES module: Next loads the cache handler (and so this) with Node's own loader.
 */
import { createHash } from "node:crypto";

/** The tag manager's origin: its container script (`gtm.js`) and its own requests. */
export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";
/** The CSP violation report endpoint (`app/api/csp-report`). */
export const CSP_REPORT_PATH = "/api/csp-report";
/** The endpoint name of `Reporting-Endpoints` that `report-to` names. */
export const CSP_REPORT_GROUP = "csp";
/** The header a kept page's script policy is sent in (beside the proxy's, see `cachedPage`). */
const CSP_HEADER = "content-security-policy";

/**
 * Every `<script>` element: its attributes and its text. React and Next escape `<` inside the
 * scripts they write (`\u003c`), so the first `</script` ends each, as it does for the browser.
 */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SOURCE_ATTRIBUTE = /(?:^|\s)src\s*=/i;
/** The container snippet (`TagManager.tsx`), which adds `gtm.js` from the tag manager's origin. */
const TAG_MANAGER_SNIPPET = /<script\b[^>]*\bid="tag-manager"/;

/**
 * The CSP hash sources of the inline scripts of `html` (those without `src`), in order, each
 * once: the SHA-256 of the exact text between the tags.
 *
 * @example inlineScriptHashes("<script>a()</script>") // ["'sha256-…'"]
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, text] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SOURCE_ATTRIBUTE.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The script policy of a kept page: the site's own script files, the inline scripts of this
 * very HTML by hash, and the tag manager's origin when the page carries its container snippet.
 * No 'unsafe-inline': any other inline script, injected or not, is refused and reported.
 *
 * @example cachedPageScriptPolicy("<script>a()</script>") // "script-src 'self' 'sha256-…'; report-uri …"
 */
export function cachedPageScriptPolicy(html) {
  const origins = TAG_MANAGER_SNIPPET.test(html) ? [TAG_MANAGER_ORIGIN] : [];
  return [
    `script-src ${["'self'", ...origins, ...inlineScriptHashes(html)].join(" ")}`,
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ].join("; ");
}

/**
 * Gives a kept page (`APP_PAGE` with its HTML) the script policy of its HTML, in place: Next
 * answers the render that stored the entry from the same object, so the first visitor gets
 * the policy too. Other entries stay as they are. Answers the value.
 */
export function withCachedPageScriptPolicy(value) {
  if (!isKeptPage(value)) return value;
  value.headers ??= {};
  value.headers[CSP_HEADER] = cachedPageScriptPolicy(value.html);
  return value;
}

/** Whether a kept page lacks its script policy (stored before it was computed here). */
export function lacksCachedPageScriptPolicy(value) {
  return isKeptPage(value) && !value.headers?.[CSP_HEADER];
}

/** A rendered page with its HTML (not a route's answer, data, or a page without HTML). */
function isKeptPage(value) {
  return value?.kind === "APP_PAGE" && typeof value.html === "string" && value.html !== "";
}
