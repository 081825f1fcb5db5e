import { PORTAL_SEGMENT, parseLocale, redirectFor } from "@wire/domain";
import { type NextRequest, NextResponse } from "next/server";
import { sessionCookieName } from "./auth/cookies";
import { appConfig } from "./config";
import { DEFAULT_LANGUAGE, ORIGINAL_PATH_HEADER } from "./routing/requestHeaders";

/**
 * Every page request passes here first: redirects that the path alone
 * decides (spec section 2); portal pages without a session cookie go to the
 * sign-in page before anything renders; then the optional `{locale}`
 * segment is made explicit by rewriting, so the routes under
 * `app/[locale]` see one shape. The original path travels in a request
 * header for the not-found message.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const redirect = redirectFor(`${pathname}${search}`);
  if (redirect) {
    return NextResponse.redirect(new URL(redirect.location, request.url), redirect.status);
  }

  const [, first, second, third] = pathname.split("/");
  const locale = parseLocale(first) ? first! : undefined;
  const portal = locale ? second === PORTAL_SEGMENT : first === PORTAL_SEGMENT;
  const logout = portal && (locale ? third : second) === "logout";
  if (portal && !logout && !request.cookies.has(sessionCookieName(appConfig()))) {
    const signIn = new URL(`/${locale ?? DEFAULT_LANGUAGE}/sign-in`, request.url);
    signIn.searchParams.set("returnTo", `${pathname}${search}`);
    return NextResponse.redirect(signIn, 302);
  }

  const headers = new Headers(request.headers);
  headers.set(ORIGINAL_PATH_HEADER, pathname);
  if (locale) return NextResponse.next({ request: { headers } });

  const url = request.nextUrl.clone();
  url.pathname = `/${DEFAULT_LANGUAGE}${pathname === "/" ? "" : pathname}`;
  return NextResponse.rewrite(url, { request: { headers } });
}

export const config = {
  // Not for Next's assets, API routes, the silent-login frame, the style guide or files with an extension.
  matcher: ["/((?!_next/|api/|blank-callback|style-guide(?:/|$)|.*\\.[\\w]+$).*)"],
};
