import { currentRequestId, logger } from "../http/logger";

/**
 * `fetch` for every call to the services: a redirect is never followed (issue 20, SSRF), so
 * an upstream that answers 3xx cannot send the server's request, its token or its body to
 * another host; the call fails and the caller answers 502/503.
 *
 * @example createContentClient({ …, fetch: upstreamFetch })
 */
export const upstreamFetch: typeof fetch = (input, init) =>
  fetch(input, { ...init, redirect: "error" });

/**
 * `upstreamFetch` that also passes the request id on (`x-request-id`), so the services' log
 * lines of one request can be found: only for per-request calls (the signed-in user's SIS and
 * account calls); a kept page's data belongs to no single request.
 */
export const perRequestFetch: typeof fetch = async (input, init) => {
  const id = await currentRequestId();
  const headers = new Headers(init?.headers);
  if (id && !headers.has("x-request-id")) headers.set("x-request-id", id);
  return upstreamFetch(input, { ...init, headers });
};

/** The GraphQL clients' log (one line per operation) as JSON lines of the app's log. */
export const clientLogger = {
  info: (message: string) => logger.info(message),
  error: (message: string) => logger.error(message),
};
