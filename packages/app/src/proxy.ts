import { localeCookieName, PORTAL_SEGMENT, routeRequest } from "@wire/domain";
import { type NextRequest, NextResponse } from "next/server";
import { sessionCookieName } from "./auth/cookies";
import { appConfig } from "./config";
import { requestCacheMode, revalidateThroughEndpoint } from "./data/cacheControl";
import { pageAt, proxyRoutingData, proxySystemRedirects, type RoutingData } from "./data/routing";
import { crossSiteActionResponse, isCrossSiteAction } from "./http/crossSiteAction";
import { requestLogger } from "./http/logger";
import {
  hasUnreadableFormBody,
  malformedRequestResponse,
  unreadablePath,
} from "./http/malformedRequest";
import {
  isPagePath,
  isRouteHandlerPath,
  looksLikeServerAction,
  methodNotAllowed,
  notFound,
  PAGE_METHODS,
  READ_METHODS,
} from "./http/requestTargets";
import { styleGuideRedirect } from "./http/styleGuideRedirect";
import { previewGateStep } from "./routing/previewGateStep";
import {
  rememberGate,
  rewriteToPage,
  rewriteWithNonce,
  withFlagCookies,
  withPageHeaders,
} from "./routing/proxyAnswers";
import { renderTarget } from "./routing/renderTarget";
import { ROUTE_HANDLER_PATH } from "./routing/routeHandlerPath";
import { isCatalogueRoute } from "./site/catalogue/resolveCatalogue";
import { UNKNOWN_SITE } from "./site/liveRoute";

/**
 * Every page request passes here first (spec sections 2 and 4): the query
 * flags; one routing decision by host, path and remembered locale (a
 * trailing slash answers 301, a locale the site does not offer 302, a
 * system redirect 301); portal pages without a session cookie go to sign in
 * before anything renders; then the request is rewritten to
 * `/{context}/{locale}/{…path}`, the context naming the site and the flags
 * that change the page (see `renderTarget`).
 */

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const pathRefusal = unreadablePath(pathname);
  if (pathRefusal) return withPageHeaders(request, malformedRequestResponse(pathRefusal), null);
  // Route handlers pass here only for that check, with a percent-escape or a form body (see the
  // matcher): their headers are next.config's. An address none answers is not found here, before
  // Next reads the form as a server action of its not-found page and fails with a 500.
  if (ROUTE_HANDLER_PATH.test(pathname)) {
    return isRouteHandlerPath(pathname) ? NextResponse.next() : asNext(notFound());
  }
  // The style guide's short addresses are no page, but the matcher sends them here to redirect.
  const styleGuide = styleGuideRedirect(request.nextUrl.pathname);
  if (styleGuide) {
    const redirect = NextResponse.redirect(new URL(styleGuide, request.url), 307);
    return withPageHeaders(request, redirect, null, false, "styleGuide");
  }
  // Assets, metadata files and the other read-only addresses reach here only with a form body
  // or an action's name.
  if (!isPagePath(pathname)) {
    return looksLikeServerAction(request)
      ? asNext(methodNotAllowed(request.method, READ_METHODS))
      : NextResponse.next();
  }
  const methodRefusal = pageMethodRefusal(request);
  if (methodRefusal) return withPageHeaders(request, methodRefusal, null);
  if (isCrossSiteAction(request)) {
    // A refusal, not an error: another site's page tried to run one of ours (issue 41).
    requestLogger(request).warn(
      { origin: request.headers.get("origin")?.slice(0, 100), path: pathname },
      "[proxy] cross-site server action refused",
    );
    return withPageHeaders(request, asNext(crossSiteActionResponse()), null);
  }
  if (await hasUnreadableFormBody(request))
    return withPageHeaders(request, malformedRequestResponse("form"), null);
  const response = await routePage(request);
  // Redirects render nothing (pages, error pages included, have their policy already).
  if (!response.headers.has("content-security-policy")) withPageHeaders(request, response, null);
  return response;
}

/** A plain `Response` as the proxy answers it. */
const asNext = (response: Response) =>
  new NextResponse(response.body, { status: response.status, headers: response.headers });

/**
 * Pages serve GET, HEAD and POST (server actions): OPTIONS answers 204 with `Allow`, any other
 * method 405 with `Allow`, before a page renders as if it were a GET (PUT, DELETE) or Next fails.
 * (TRACE never gets here: Node's `Request` refuses it, see `refuseUnservableMethods`.)
 */
function pageMethodRefusal(request: NextRequest): NextResponse | null {
  const method = request.method.toUpperCase();
  if (method === "GET" || method === "HEAD" || method === "POST") return null;
  if (method === "OPTIONS") {
    return new NextResponse(null, { status: 204, headers: { allow: PAGE_METHODS.join(", ") } });
  }
  return asNext(methodNotAllowed(request.method, PAGE_METHODS));
}

async function routePage(request: NextRequest): Promise<NextResponse> {
  const { pathname, search, searchParams } = request.nextUrl;
  const cookies = Object.fromEntries(request.cookies.getAll().map((c) => [c.name, c.value]));
  const host = request.headers.get("host") ?? request.nextUrl.host;
  const { flags, mode, clear } = await requestCacheMode(searchParams, { host, cookies });
  if (clear) await revalidateThroughEndpoint();

  let data: RoutingData;
  let decision: ReturnType<typeof routeRequest>;
  try {
    data = await proxyRoutingData(mode);
    decision = routeRequest({
      host,
      pathname,
      search,
      sites: data.sites,
      locales: data.locales,
      preferredLocale: (site) => cookies[localeCookieName(site.slug)],
      systemRedirects: await proxySystemRedirects(mode, pathname),
      pageExists: (site, segments) =>
        segments.length === 0 || isCatalogueRoute(segments) || !!pageAt(data, site.id, segments),
    });
  } catch (error) {
    // Without the content service the error page answers; the proxy does not fail.
    console.error(`[proxy] routing data unavailable: ${(error as Error).message}`);
    return rewriteWithNonce(request, UNKNOWN_SITE, "en", ["site-error"], null);
  }

  if (decision.kind === "redirect") {
    // Absolute for Next's middleware adapter, which answers it relative to the visitor's host.
    const location = new URL(decision.location, request.url);
    return withFlagCookies(NextResponse.redirect(location, decision.status), flags);
  }
  if (decision.kind === "siteError") {
    // Rendered as the error page by the route, with the reason logged.
    console.error(`[proxy] ${decision.message}`);
    return rewriteWithNonce(request, UNKNOWN_SITE, "en", ["site-error"], null);
  }

  const { site, locale, segments } = decision;
  const gate = await previewGateStep(request, cookies, host, site.id, locale.urlCode);
  if (gate.answer) return rememberGate(gate.answer, gate.remember);
  if (
    segments[0] === PORTAL_SEGMENT &&
    segments[1] !== "logout" &&
    // An invitation link starts the sign-in itself, with the invitation's token.
    segments[1] !== "invitation" &&
    !request.cookies.has(sessionCookieName(appConfig()))
  ) {
    const signIn = new URL(`/${locale.urlCode}/sign-in`, request.url);
    signIn.searchParams.set("returnTo", `${pathname}${search}`);
    return NextResponse.redirect(signIn, 302);
  }

  const target = renderTarget({
    siteId: site.id,
    segments,
    localeInPath: decision.localeInPath,
    mode,
    flags,
    searchParams,
    protection: pageAt(data, site.id, segments)?.protection ?? "NONE",
  });
  const response = rewriteToPage(request, target, host, site.id, locale.urlCode, segments);
  // The locale shown is remembered by the page itself (LocaleCookieSync), not here: a public
  // page's answer sets no cookie, so nginx and other shared caches may keep it.
  return rememberGate(withFlagCookies(response, flags), gate.remember);
}

export const config = {
  // Not for Next's assets, API routes, downloads (`/file/{slug}`), the silent-login frame, the
  // style guide, health checks or files with an extension.
  matcher: [
    "/((?!_next/|api/|file/|blank-callback|healthz|readyz|style-guide(?:/|$)|.*\\.[\\w]+$).*)",
    // Route handlers only with a percent-escape in the path: Next answers one that does not
    // decode (`/file/%FF`) with a bare 500, so the proxy answers it with 400 first.
    "/(api|file)/(.*%.*)",
    // Any address posted a form or an action's name: Next reads it as a server action, and where
    // no page or route handler answers (`/api/nope`, `/_next/x`) it failed with a 500 (issue 41).
    // Not tus's uploads: their bodies must not pass through the proxy.
    { source: "/:path*", has: [{ type: "header", key: "next-action" }] },
    {
      source: "/:path*",
      has: [
        {
          type: "header",
          key: "content-type",
          value: "(?:multipart/form-data|application/x-www-form-urlencoded).*",
        },
      ],
    },
    // Except the style guide's own redirects (`styleGuideRedirect`).
    "/style-guide",
    "/style-guide/:section(inputs|buttons|modules|components|typography)",
    "/style-guide/pages/error",
  ],
};
