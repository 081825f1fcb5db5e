import { NextResponse } from "next/server";

/**
 * A route handler's redirect to a path of this site with a relative
 * `Location` (RFC 9110 allows it): the browser keeps the host it used — a
 * site's own domain, or nginx in front of the instances — where an absolute
 * URL built from the request would name the instance's internal address.
 * Absolute targets pass unchanged. (The proxy's redirects need absolute
 * URLs: Next's middleware adapter makes them relative itself.)
 */
export function localRedirect(location: string, status: 301 | 302 | 303 | 307 | 308 = 302) {
  return new NextResponse(null, { status, headers: { location } });
}
