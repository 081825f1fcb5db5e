import { localeCookieName, PORTAL_SEGMENT, routeRequest } from "@wire/domain";
import { type NextRequest, NextResponse } from "next/server";
import { sessionCookieName } from "./auth/cookies";
import { appConfig } from "./config";
import { requestCacheMode, revalidateThroughEndpoint } from "./data/cacheControl";
import { pageAt, proxyRoutingData, proxySystemRedirects, type RoutingData } from "./data/routing";
import {
  hasUnreadableFormBody,
  malformedRequestResponse,
  unreadablePath,
} from "./http/malformedRequest";
import { styleGuideRedirect } from "./http/styleGuideRedirect";
import { previewGateStep } from "./routing/previewGateStep";
import {
  rememberGate,
  rewrite,
  rewriteToPage,
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
  // Route handlers pass here only for that check, with a percent-escape (see the matcher): their
  // headers are next.config's.
  if (ROUTE_HANDLER_PATH.test(pathname)) return NextResponse.next();
  if (await hasUnreadableFormBody(request))
    return withPageHeaders(request, malformedRequestResponse("form"), null);
  const styleGuide = styleGuideRedirect(request.nextUrl.pathname);
  if (styleGuide) {
    const redirect = NextResponse.redirect(new URL(styleGuide, request.url), 307);
    return withPageHeaders(request, redirect, null, false, "styleGuide");
  }
  const response = await routePage(request);
  // Redirects and error pages get the shared pages' policy; routed pages have theirs already.
  if (!response.headers.has("content-security-policy")) withPageHeaders(request, response, null);
  return response;
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
    return rewrite(request, UNKNOWN_SITE, "en", ["site-error"]);
  }

  if (decision.kind === "redirect") {
    // Absolute for Next's middleware adapter, which answers it relative to the visitor's host.
    const location = new URL(decision.location, request.url);
    return withFlagCookies(NextResponse.redirect(location, decision.status), flags);
  }
  if (decision.kind === "siteError") {
    // Rendered as the error page by the route, with the reason logged.
    console.error(`[proxy] ${decision.message}`);
    return rewrite(request, UNKNOWN_SITE, "en", ["site-error"]);
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
    // Except the style guide's own redirects (`styleGuideRedirect`).
    "/style-guide",
    "/style-guide/:section(inputs|buttons|modules|components|typography)",
    "/style-guide/pages/error",
  ],
};
