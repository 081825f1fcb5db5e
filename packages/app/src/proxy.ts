import {
  encodeRenderContext,
  listFilters,
  localeCookieName,
  PORTAL_SEGMENT,
  PREVIEW_GATE_PARAM,
  plainRenderContext,
  previewGate,
  type QueryFlags,
  type RenderContext,
  routeRequest,
} from "@wire/domain";
import { type NextRequest, NextResponse } from "next/server";
import { sessionCookieName } from "./auth/cookies";
import { appConfig } from "./config";
import { requestCacheMode, revalidateThroughEndpoint } from "./data/cacheControl";
import { pageAt, proxyRoutingData, proxySystemRedirects, type RoutingData } from "./data/routing";
import { hasMalformedEncoding, malformedPathResponse } from "./http/malformedPath";
import { cspSettings, securityHeadersFor } from "./http/requestSecurityHeaders";
import { createNonce, type PolicyKind } from "./http/securityHeaders";
import { styleGuideRedirect } from "./http/styleGuideRedirect";
import { hasPreviewAccess, isPreviewHost, previewCookieName } from "./preview/previewAccess";
import { isCatalogueRoute } from "./site/catalogue/resolveCatalogue";
import { LIVE_SEGMENT, UNKNOWN_SITE } from "./site/liveRoute";

/**
 * Every page request passes here first (spec sections 2 and 4): the query
 * flags; one routing decision by host, path and remembered locale (a
 * trailing slash answers 301, a locale the site does not offer 302, a
 * system redirect 301); portal pages without a session cookie go to sign in
 * before anything renders; then the request is rewritten to
 * `/{context}/{locale}/{…path}`, the context naming the site and the flags
 * that change the page (see `RenderContext`). Pages that every visitor sees
 * alike are rendered once and kept (ISR); protected pages, searches,
 * `direct` look-ups and an editor's `cache=false` go to the `live` twin of
 * the route, which renders per request.
 */
/** Remembers `?previewGate=true` on a preview host. */
const PREVIEW_GATE_COOKIE = "wire_preview_gate";
/** The route that asks a preview host's visitor for the preview password. */
const PREVIEW_GATE_SEGMENT = "preview-gate";

/** Route handlers' paths that the matcher sends here only when they hold a percent-escape. */
const ROUTE_HANDLER_PATH = /^\/(api|file)\//;

/** The editor area's first segment: its pages render per request in the main tree, like the portal's. */
const EDITOR_SEGMENT = "editor";

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (hasMalformedEncoding(pathname))
    return withPageHeaders(request, malformedPathResponse(), null);
  // Route handlers pass here only for that check (see the matcher): their headers are next.config's.
  if (ROUTE_HANDLER_PATH.test(pathname)) return NextResponse.next();
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

/**
 * The security headers of a page answer (issue 20): the per-request policy with the nonce Next
 * also received, or the shared pages' policy; the site decides the tag-manager container.
 */
function withPageHeaders(
  request: NextRequest,
  response: NextResponse,
  siteId: string | null,
  testing = false,
  kind: PolicyKind = "cached",
) {
  const settings = cspSettings(appConfig(), { host: request.headers.get("host"), siteId, testing });
  for (const [name, value] of Object.entries(securityHeadersFor(kind, appConfig(), settings))) {
    response.headers.set(name, value);
  }
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
  const gate = previewGate({
    onPreviewHost: isPreviewHost(host, appConfig()),
    configured: appConfig().PREVIEW_GATE,
    param: searchParams.get(PREVIEW_GATE_PARAM),
    remembered: cookies[PREVIEW_GATE_COOKIE] === "1",
  });
  if (
    gate.gated &&
    !(await hasPreviewAccess(cookies[previewCookieName(appConfig())], appConfig()))
  ) {
    // The page itself answers once the preview password's cookie is there (the gate refreshes).
    return rememberGate(
      withPageHeaders(
        request,
        rewrite(request, encodeRenderContext(plainRenderContext(site.id)), locale.urlCode, [
          PREVIEW_GATE_SEGMENT,
        ]),
        site.id,
      ),
      gate.remember,
    );
  }
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

  const context: RenderContext = {
    ...plainRenderContext(site.id),
    nextRelease: mode.nextRelease,
    testing: flags.testing,
    screenshotTesting: flags.screenshotTesting,
    fresh: mode.fresh,
    implicitLocale: !decision.localeInPath,
    page: listingPage(searchParams.get("page")),
    direct: flags.direct,
    query: searchParams.get("q")?.trim() || null,
    filters: listFilters(searchParams),
  };
  const protection = pageAt(data, site.id, segments)?.protection ?? "NONE";
  // Portal pages are rendered per request already and exist only in the main tree; their own
  // `?q=` (a list's search) must not send them to the live twin of the content pages.
  const perRequest =
    segments[0] !== PORTAL_SEGMENT &&
    segments[0] !== EDITOR_SEGMENT &&
    (context.fresh ||
      context.direct !== null ||
      context.query !== null ||
      Object.keys(context.filters).length > 0 ||
      protection !== "NONE");
  const target = perRequest ? live(context) : encodeRenderContext(context);
  // Pages rendered for this request only get a nonce (Next's CSP guide): Next reads it from the
  // request's CSP header and puts it on its scripts. Shared pages cannot carry one.
  const nonced = perRequest || segments[0] === PORTAL_SEGMENT || segments[0] === EDITOR_SEGMENT;
  const testing = context.testing || context.screenshotTesting;
  let response: NextResponse;
  if (nonced) {
    const nonce = createNonce();
    const settings = cspSettings(appConfig(), { host, siteId: site.id, testing });
    const headers = securityHeadersFor("perRequest", appConfig(), settings, nonce);
    response = rewrite(request, target, locale.urlCode, segments, {
      "content-security-policy": headers["content-security-policy"] ?? "",
      "x-nonce": nonce,
    });
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  } else {
    response = withPageHeaders(
      request,
      rewrite(request, target, locale.urlCode, segments),
      site.id,
      testing,
    );
  }
  // The locale shown is remembered by the page itself (LocaleCookieSync), not here: a public
  // page's answer sets no cookie, so nginx and other shared caches may keep it.
  return rememberGate(withFlagCookies(response, flags), gate.remember);
}

/** The preview gate's on-request switch, kept for the visitor's next pages (or forgotten). */
function rememberGate(response: NextResponse, remember: boolean | undefined) {
  if (remember === true) {
    response.cookies.set(PREVIEW_GATE_COOKIE, "1", { sameSite: "lax", path: "/", httpOnly: true });
  } else if (remember === false) {
    response.cookies.delete(PREVIEW_GATE_COOKIE);
  }
  return response;
}

/** A listing's page number from the query (`?page=2`), or null for the first page. */
function listingPage(value: string | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 1 && n <= 1000 ? n : null;
}

/** The route segments of the `live` twin for a context. */
function live(context: RenderContext): string {
  return `${LIVE_SEGMENT}/${encodeRenderContext(context)}`;
}

/**
 * The request rewritten to `/{context}/{locale}/{…segments}`, its query
 * kept, on the address the server listens on: Next serves a rewrite itself
 * only when its origin is that address; any other origin (such as the
 * visitor's Host) would be proxied over HTTP as a new request.
 */
function rewrite(
  request: NextRequest,
  context: string,
  locale: string,
  segments: readonly string[],
  requestHeaders?: Record<string, string>,
) {
  const path = `/${[context, locale, ...segments].join("/")}`;
  const url = new URL(`${path}${request.nextUrl.search}`, appConfig().APP_INTERNAL_URL);
  // A nonce only ever comes from here: one a client sent would otherwise reach Next's render.
  const forged = request.headers.has("content-security-policy") || request.headers.has("x-nonce");
  if (!requestHeaders && !forged) return NextResponse.rewrite(url);
  const headers = new Headers(request.headers);
  headers.delete("content-security-policy");
  headers.delete("x-nonce");
  for (const [name, value] of Object.entries(requestHeaders ?? {})) headers.set(name, value);
  return NextResponse.rewrite(url, { request: { headers } });
}

function withFlagCookies(response: NextResponse, flags: QueryFlags) {
  for (const cookie of flags.setCookies) {
    response.cookies.set(cookie.name, cookie.value, { sameSite: cookie.sameSite, path: "/" });
  }
  for (const name of flags.clearCookies) response.cookies.delete(name);
  return response;
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
