/**
 * Whether a POST is a server action sent from another site: it names an action (`Next-Action`,
 * a page's own script) or posts a form (a form without script), and its `Origin` is not the host
 * it was sent to. Next refuses these itself, but with a 500 and an error in the log; the proxy
 * refuses them first with 403 (issue 41). The host is the one Next compares: the first
 * `X-Forwarded-Host` entry, else `Host` (no `serverActions.allowedOrigins` is configured). A
 * request without `Origin` passes on, as Next lets it: browsers send one with every cross-site POST.
 *
 * @example isCrossSiteAction(new Request("http://localhost:3000/en", { method: "POST",
 *   headers: { "next-action": "7f…", origin: "https://evil.example", host: "localhost:3000" } }))
 *   // => true
 */
export function isCrossSiteAction(request: Request): boolean {
  if (request.method !== "POST") return false;
  const contentType = request.headers.get("content-type") ?? "";
  if (!request.headers.has("next-action") && !/^multipart\/form-data\b/i.test(contentType)) {
    return false;
  }
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  let originHost: string;
  try {
    originHost = origin === "null" ? "null" : new URL(origin).host;
  } catch {
    return true;
  }
  const forwardedHost = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  return originHost !== (forwardedHost || request.headers.get("host"));
}

/** The refusal of a cross-site server action: 403 with a message. */
export function crossSiteActionResponse(): Response {
  return new Response(
    "Forbidden: a form of this site can only be sent from this site's own pages.\n",
    {
      status: 403,
      headers: {
        "content-type": "text/plain; charset=utf-8",
        "cache-control": "no-store",
        "x-content-type-options": "nosniff",
      },
    },
  );
}
