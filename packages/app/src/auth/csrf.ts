/**
 * Cross-site request forgery check for state-changing route handlers: the
 * request must come from a page of this site. Browsers send `Origin` on
 * every cross-origin and every POST request, and `Sec-Fetch-Site` on all
 * modern ones; either proves where the request started. (Server actions get
 * the same protection from Next's own origin check.)
 */
export function isSameOriginRequest(request: Request, appOrigin: string): boolean {
  const origin = request.headers.get("origin");
  if (origin) return origin === appOrigin;
  return request.headers.get("sec-fetch-site") === "same-origin";
}

/**
 * The same check for a site answering on more than its own address (a
 * preview deployment's hosts): the request must come from a page of the
 * host it was sent to, and that host must be one of `hosts`.
 */
export function isSameHostRequest(
  request: Request,
  isAllowedHost: (host: string | null) => boolean,
): boolean {
  const host = request.headers.get("host");
  if (!isAllowedHost(host)) return false;
  const origin = request.headers.get("origin");
  if (!origin) return request.headers.get("sec-fetch-site") === "same-origin";
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
