import type { Plugin } from "graphql-yoga";

/** Largest GraphQL request body: the site's biggest operation with its variables is a few kB. */
export const MAX_GRAPHQL_BODY_BYTES = 100 * 1024;

/** The media types a GraphQL POST may carry (GraphQL over HTTP). */
const GRAPHQL_BODY_TYPES = new Set(["application/json", "application/graphql+json"]);

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Whether every `name=value` pair of a query string decodes as percent-encoded UTF-8. */
function decodableQuery(search: string): boolean {
  try {
    for (const pair of search.replace(/^\?/, "").split("&")) {
      decodeURIComponent(pair.replace(/\+/g, " "));
    }
    return true;
  } catch {
    return false;
  }
}

/** Why a GET's `variables` or `extensions` is refused (yoga answers malformed JSON there with a 500). */
function jsonParameterRefusal(params: URLSearchParams): string | undefined {
  for (const name of ["variables", "extensions"]) {
    const value = params.get(name);
    if (value === null) continue;
    try {
      const parsed: unknown = JSON.parse(value);
      if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error();
    } catch {
      return `The ${name} parameter is not a JSON object.`;
    }
  }
  return undefined;
}

/**
 * Reads a body up to `maxBytes`, or null when it is larger. The rest of a larger body is read
 * and dropped (up to 32 × the limit) so the client, still sending, gets the 413 rather than a
 * reset connection; past that the connection is dropped.
 */
async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > 32 * maxBytes) return null;
    if (size <= maxBytes) chunks.push(chunk);
  }
  return size > maxBytes ? null : Buffer.concat(chunks);
}

/**
 * Refuses, before graphql-yoga parses anything, what is not a GraphQL request: other methods
 * (405), other media types (415), bodies over `maxBytes` (413, counted while reading, so a
 * chunked body is not buffered whole), invalid UTF-8 in the body or the query string and a
 * GET's `variables` or `extensions` that is not a JSON object (400).
 * Each answer is GraphQL-shaped JSON with a message; yoga's own 415 has an empty body.
 */
export function graphqlHttpGuard(maxBytes = MAX_GRAPHQL_BODY_BYTES): Plugin {
  return {
    async onRequest({ request, url, setRequest, endResponse, fetchAPI }) {
      const refuse = (status: number, message: string, headers: Record<string, string> = {}) =>
        endResponse(
          new fetchAPI.Response(JSON.stringify({ errors: [{ message }] }), {
            status,
            headers: {
              "content-type": "application/json; charset=utf-8",
              "cache-control": "no-store",
              ...headers,
            },
          }),
        );
      if (!decodableQuery(url.search)) {
        return refuse(400, "The query string is not valid percent-encoded UTF-8.");
      }
      if (request.method === "GET") {
        const refusal = jsonParameterRefusal(url.searchParams);
        return refusal ? refuse(400, refusal) : undefined;
      }
      // OPTIONS is yoga's CORS preflight.
      if (request.method === "OPTIONS") return;
      if (request.method !== "POST") {
        return refuse(405, "GraphQL only supports GET and POST requests.", {
          allow: "GET, POST",
        });
      }
      const mediaType = (request.headers.get("content-type") ?? "")
        .split(";")[0]!
        .trim()
        .toLowerCase();
      if (!GRAPHQL_BODY_TYPES.has(mediaType)) {
        return refuse(415, "Send GraphQL requests as application/json.");
      }
      const tooLarge = `The request body is larger than ${Math.round(maxBytes / 1024)} kB.`;
      if (Number(request.headers.get("content-length") ?? 0) > maxBytes) {
        return refuse(413, tooLarge);
      }
      const body = await readLimited(request, maxBytes);
      if (!body) return refuse(413, tooLarge);
      let text: string;
      try {
        text = utf8.decode(body);
      } catch {
        return refuse(400, "The request body is not valid UTF-8.");
      }
      setRequest(
        new fetchAPI.Request(request.url, {
          method: "POST",
          headers: request.headers,
          body: text,
          signal: request.signal,
        }),
      );
    },
  };
}
