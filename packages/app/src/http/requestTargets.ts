/**
 * What the app serves where, for answering a request Next itself would fail on (issue 41): a
 * method a page does not serve, a form posted to an address no page or route handler answers.
 */

/** The methods every page serves: reads, the form posts of server actions, and OPTIONS. */
export const PAGE_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;

/** The methods of assets, metadata files and the other read-only addresses. */
export const READ_METHODS = ["GET", "HEAD"] as const;

/**
 * Addresses that are no page (the proxy's main matcher leaves them out): Next's assets, the API
 * and file downloads, the silent-login frame, health checks, the style guide and files with an
 * extension.
 */
const NOT_A_PAGE =
  /^\/(?:_next\/|api(?:\/|$)|file(?:\/|$)|blank-callback|healthz|readyz|style-guide(?:\/|$))|\.\w+$/;

/**
 * The app's route handlers under `/api` and `/file` (`app/api/**\/route.ts`, `app/file/…`);
 * `requestTargets.test.ts` checks the list against the files.
 */
const ROUTE_HANDLERS = [
  /^\/api\/auth\/(?:header|login|logout|session)$/,
  /^\/api\/(?:bot-check|compare|csp-report|editor-area-autentication|hygraph-draft-proxy|news-feed|preview-password|revalidate|tickets-proxy)$/,
  /^\/api\/product-data\/[^/]+$/,
  /^\/api\/search-proxy\/(?:search|suggest)$/,
  /^\/api\/site-navigation\/[^/]+\/[^/]+$/,
  /^\/api\/tickets\/attachments\/[^/]+$/,
  /^\/api\/translation\/[^/]+\/[^/]+$/,
  /^\/api\/uploads(?:\/.*)?$/,
  /^\/api\/wire-flow\/[^/]+$/,
  /^\/file\/[^/]+$/,
];

/**
 * Whether an address is one of the pages' (the proxy routes it to a site's page).
 *
 * @example isPagePath("/en/products") // => true
 * @example isPagePath("/api/compare") // => false
 */
export function isPagePath(pathname: string): boolean {
  return !NOT_A_PAGE.test(pathname);
}

/**
 * Whether an address under `/api` or `/file` is one a route handler answers.
 *
 * @example isRouteHandlerPath("/api/product-data/en-US") // => true
 * @example isRouteHandlerPath("/api/product-data/a/b/c") // => false
 */
export function isRouteHandlerPath(pathname: string): boolean {
  return ROUTE_HANDLERS.some((pattern) => pattern.test(pathname));
}

/**
 * Whether a request may be taken for a server action: it names one (`Next-Action`) or carries a
 * form body. Next reads such a request as an action of the page it renders, and where no page
 * answers the address (its not-found page) or the body does not parse, it failed with a 500.
 */
export function looksLikeServerAction(request: Request): boolean {
  return (
    request.headers.has("next-action") ||
    /^(?:multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(
      request.headers.get("content-type") ?? "",
    )
  );
}

/** The headers of a refusal that no cache keeps. */
const REFUSAL_HEADERS = {
  "content-type": "text/plain; charset=utf-8",
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
};

/**
 * 405 with `Allow` (RFC 9110 §15.5.6) and a message naming the method.
 *
 * @example methodNotAllowed("TRACE", PAGE_METHODS).headers.get("allow") // => "GET, HEAD, POST, OPTIONS"
 */
export function methodNotAllowed(method: string, allow: readonly string[]): Response {
  return new Response(`Method not allowed: ${method.slice(0, 20)} is not served here.\n`, {
    status: 405,
    headers: { ...REFUSAL_HEADERS, allow: allow.join(", ") },
  });
}

/** 404 for an address no page or route handler answers. */
export function notFound(): Response {
  return new Response("Not found: nothing is served at this address.\n", {
    status: 404,
    headers: REFUSAL_HEADERS,
  });
}
