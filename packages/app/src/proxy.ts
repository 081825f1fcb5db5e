import {
  localeCookieName,
  PORTAL_SEGMENT,
  parseQueryFlags,
  routeRequest,
  selectSite,
} from "@wire/domain";
import { type NextRequest, NextResponse } from "next/server";
import { sessionCookieName } from "./auth/cookies";
import { appConfig } from "./config";
import { routingData, systemRedirectsFor } from "./data/routing";
import { serverCache } from "./data/serverCache";
import {
  CACHE_HEADER,
  DEFAULT_LANGUAGE,
  NEXT_RELEASE_HEADER,
  ORIGINAL_PATH_HEADER,
  SITE_ID_HEADER,
} from "./routing/requestHeaders";

/**
 * Every page request passes here first (spec section 2): the query flags;
 * the site by host and domain slug; a trailing slash (301), a locale the
 * site does not offer (302) or a system redirect (301); portal pages
 * without a session cookie go to sign in before anything renders; then the
 * request is rewritten to `/{locale}/{path}` with the site's id in a
 * header, so the routes under `app/[locale]` see one shape.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl;
  const flags = parseQueryFlags(
    searchParams,
    Object.fromEntries(request.cookies.getAll().map((c) => [c.name, c.value])),
  );
  if (flags.cache === "clear") serverCache().clear();
  const bypass = flags.cache === "bypass";

  let decision: ReturnType<typeof routeRequest>;
  try {
    const { sites, locales } = await routingData(bypass);
    const host = request.headers.get("host") ?? request.nextUrl.host;
    const site = (() => {
      try {
        return selectSite(host, pathname, sites).site;
      } catch {
        return null;
      }
    })();
    decision = routeRequest({
      host,
      pathname,
      search,
      sites,
      locales,
      preferredLocale: request.cookies.get(localeCookieName(site?.slug))?.value ?? null,
      systemRedirects: await systemRedirectsFor(pathname, bypass),
    });
  } catch (error) {
    // Without the content service the page renders its error page; the proxy does not fail.
    console.error(`[proxy] routing data unavailable: ${(error as Error).message}`);
    return NextResponse.next();
  }

  if (decision.kind === "redirect") {
    return withFlagCookies(
      NextResponse.redirect(new URL(decision.location, request.url), decision.status),
      flags,
    );
  }

  const headers = new Headers(request.headers);
  headers.set(ORIGINAL_PATH_HEADER, pathname);
  headers.set(CACHE_HEADER, bypass ? "bypass" : "default");
  if (flags.nextRelease) headers.set(NEXT_RELEASE_HEADER, "1");
  if (decision.kind === "siteError") {
    // Rendered as the error page by the route, with the reason logged.
    console.error(`[proxy] ${decision.message}`);
    const url = request.nextUrl.clone();
    url.pathname = `/${DEFAULT_LANGUAGE}/site-error`;
    return NextResponse.rewrite(url, { request: { headers } });
  }

  const [first, second] = decision.segments;
  if (
    first === PORTAL_SEGMENT &&
    second !== "logout" &&
    !request.cookies.has(sessionCookieName(appConfig()))
  ) {
    const signIn = new URL(`/${decision.locale.urlCode}/sign-in`, request.url);
    signIn.searchParams.set("returnTo", `${pathname}${search}`);
    return NextResponse.redirect(signIn, 302);
  }

  headers.set(SITE_ID_HEADER, decision.site.id);
  const url = request.nextUrl.clone();
  url.pathname = `/${[decision.locale.urlCode, ...decision.segments].join("/")}`;
  // An unchanged path is passed on, not rewritten: a rewrite is resolved against the URL Next
  // derived for the request, which need not be the address the server listens on.
  const response = withFlagCookies(
    url.pathname === pathname
      ? NextResponse.next({ request: { headers } })
      : NextResponse.rewrite(url, { request: { headers } }),
    flags,
  );
  if (decision.localeInPath) {
    // The locale a visitor chose is remembered per site (spec section 9: far-future expiry).
    response.cookies.set(localeCookieName(decision.site.slug), decision.locale.urlCode, {
      path: "/",
      sameSite: "lax",
      maxAge: LOCALE_COOKIE_MAX_AGE_S,
    });
  }
  return response;
}

/** Ten years: "expires far in the future". */
const LOCALE_COOKIE_MAX_AGE_S = 10 * 365 * 24 * 60 * 60;

function withFlagCookies(response: NextResponse, flags: ReturnType<typeof parseQueryFlags>) {
  for (const cookie of flags.setCookies) {
    response.cookies.set(cookie.name, cookie.value, { sameSite: cookie.sameSite, path: "/" });
  }
  for (const name of flags.clearCookies) response.cookies.delete(name);
  return response;
}

export const config = {
  // Not for Next's assets, API routes, the silent-login frame, the style guide or files with an extension.
  matcher: ["/((?!_next/|api/|blank-callback|style-guide(?:/|$)|.*\\.[\\w]+$).*)"],
};
