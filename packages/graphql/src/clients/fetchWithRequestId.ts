/** The header the services read a request id from (and echo); their log lines carry it. */
export const REQUEST_ID_HEADER = "x-request-id";

/**
 * A `fetch` that sends `requestId` in `x-request-id` with every call, for the clients'
 * `fetch` option: the services then log the site's request id on their lines.
 *
 * @example
 * createContentClient({ endpoint, language, fetch: fetchWithRequestId(requestId) });
 */
export function fetchWithRequestId(requestId: string, base: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
    headers.set(REQUEST_ID_HEADER, requestId);
    return base(input, { ...init, headers });
  };
}
