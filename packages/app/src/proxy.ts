import { parseLocale, redirectFor } from "@wire/domain";
import { type NextRequest, NextResponse } from "next/server";
import { DEFAULT_LANGUAGE, ORIGINAL_PATH_HEADER } from "./routing/requestHeaders";

/**
 * Every page request passes here first: redirects that the path alone
 * decides (spec section 2), then the optional `{locale}` segment is made
 * explicit by rewriting, so the routes under `app/[locale]` see one shape.
 * The original path travels in a request header for the not-found message.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const redirect = redirectFor(`${pathname}${search}`);
  if (redirect) {
    return NextResponse.redirect(new URL(redirect.location, request.url), redirect.status);
  }

  const headers = new Headers(request.headers);
  headers.set(ORIGINAL_PATH_HEADER, pathname);
  const [, first] = pathname.split("/");
  if (parseLocale(first)) return NextResponse.next({ request: { headers } });

  const url = request.nextUrl.clone();
  url.pathname = `/${DEFAULT_LANGUAGE}${pathname === "/" ? "" : pathname}`;
  return NextResponse.rewrite(url, { request: { headers } });
}

export const config = {
  // Not for Next's assets, API routes, the style guide or files with an extension.
  matcher: ["/((?!_next/|api/|style-guide(?:/|$)|.*\\.[\\w]+$).*)"],
};
