import { NextResponse } from "next/server";

/**
 * Whether a path's percent-escapes decode to text: `%FF` alone, `%E2%82` (a cut-off character)
 * or `%zz` do not, and a page or route reading that path would fail on it.
 *
 * @example hasMalformedEncoding("/en/%FF") // true
 */
export function hasMalformedEncoding(path: string): boolean {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * The answer to an address that cannot be decoded: 400 with a short message, chosen over the
 * not-found page because no page of any site can have such an address (and it costs no render).
 */
export function malformedPathResponse(): NextResponse {
  return new NextResponse("Bad request: the address contains malformed percent-encoding.\n", {
    status: 400,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}
