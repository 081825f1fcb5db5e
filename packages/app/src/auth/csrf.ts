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
