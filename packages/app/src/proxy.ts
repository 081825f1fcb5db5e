import {
  type Locale,
  localeCookieName,
  PORTAL_SEGMENT,
  parseQueryFlags,
  routeRequest,
  selectSite,
} from "@wire/domain";
import { type NextRequest, NextResponse } from "next/server";
import { sessionCookieName } from "./auth/cookies";
import { appConfig } from "./config";
import { pageExists, routingData, systemRedirectsFor } from "./data/routing";
import { serverCache } from "./data/serverCache";
import {
  type CachedPage,
  clearPageCache,
  encodedPage,
  fastCachedPage,
  fastIndex,
  isCacheablePageRequest,
  pageCache,
  pageCacheKey,
  rawPageKey,
  renderPage,
} from "./routing/pageCache";
import {
  CACHE_HEADER,
  DEFAULT_LANGUAGE,
  LOCALE_HEADER,
  NEXT_RELEASE_HEADER,
  ORIGINAL_PATH_HEADER,
  ROUTED_HEADER,
  SCREENSHOT_HEADER,
  SITE_ID_HEADER,
  TESTING_HEADER,
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
  // Next may run the proxy again for the rewritten path; the first decision stands.
  if (request.headers.get(ROUTED_HEADER) === routingToken()) {
    return NextResponse.next({ request: { headers: request.headers } });
  }
  const { pathname, search, searchParams } = request.nextUrl;
  // A fresh cached page this exact request (host, path, query, cookies) was answered with
  // before: no routing, no flags, no parsing; the server in front of Next answers these even
  // earlier (routing/server.mjs).
  const raw = rawPageKey(request.method, `${pathname}${search}`, (name) =>
    request.headers.get(name),
  );
  const fast = fastCachedPage(raw);
  if (fast) {
    const { identity, headers } = encodedPage(fast.page);
    const response = new NextResponse(identity, { status: fast.page.status, headers });
    for (const cookie of fast.setCookies) response.headers.append("set-cookie", cookie);
    return response;
  }
  const flags = parseQueryFlags(
    searchParams,
    Object.fromEntries(request.cookies.getAll().map((c) => [c.name, c.value])),
  );
  if (flags.cache === "clear") {
    serverCache().clear();
    clearPageCache();
  }
  const bypass = flags.cache === "bypass";
  const cacheMode = { bypass, nextRelease: flags.nextRelease };

  let decision: ReturnType<typeof routeRequest>;
  let locales: Locale[] = [];
  try {
    const data = await routingData(cacheMode);
    const sites = data.sites;
    locales = data.locales;
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
      systemRedirects: await systemRedirectsFor(pathname, cacheMode),
    });
  } catch (error) {
    // Without the content service the page renders its error page; the proxy does not fail.
    console.error(`[proxy] routing data unavailable: ${(error as Error).message}`);
    return NextResponse.next();
  }

  // A locale correction only where it leads to a page: `/xx/products` goes to `/en/products`,
  // while `/no/such/page` stays a "Page not found: /no/such/page" (spec section 2).
  if (decision.kind === "redirect" && decision.localeCorrection) {
    const { site, segments } = decision.localeCorrection;
    const target = decision.location.split("/")[1];
    const locale = locales.find((l) => l.urlCode === target);
    const leadsSomewhere = await pageExists(site.id, segments, cacheMode).catch(() => true);
    if (!leadsSomewhere && locale) {
      decision = {
        kind: "page",
        site,
        locale,
        localeInPath: false,
        segments: pathname.split("/").filter(Boolean),
      };
    }
  }

  if (decision.kind === "redirect") {
    return withFlagCookies(
      NextResponse.redirect(new URL(decision.location, request.url), decision.status),
      flags,
    );
  }

  const headers = new Headers(request.headers);
  headers.set(ORIGINAL_PATH_HEADER, pathname);
  headers.set(ROUTED_HEADER, routingToken());
  headers.set(CACHE_HEADER, bypass ? "bypass" : "default");
  if (flags.nextRelease) headers.set(NEXT_RELEASE_HEADER, "1");
  if (flags.testing) headers.set(TESTING_HEADER, "1");
  if (flags.screenshotTesting) headers.set(SCREENSHOT_HEADER, "1");
  if (decision.kind === "siteError") {
    // Rendered as the error page by the route, with the reason logged.
    console.error(`[proxy] ${decision.message}`);
    return NextResponse.rewrite(internalUrl(request, `/${DEFAULT_LANGUAGE}/site-error`), {
      request: { headers },
    });
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
  headers.set(LOCALE_HEADER, decision.locale.urlCode);
  const target = `/${[decision.locale.urlCode, ...decision.segments].join("/")}`;
  const cacheable = isCacheablePageRequest(request, decision.segments, {
    bypass,
    testing: flags.testing,
    screenshotTesting: flags.screenshotTesting,
  });
  const key = cacheable ? pageCacheKey(request, decision.site.id, target, flags.nextRelease) : null;
  const fromCache = key ? await cachedPage(key, internalUrl(request, target), headers) : null;
  const response = withFlagCookies(
    fromCache ??
      (target === pathname
        ? NextResponse.next({ request: { headers } })
        : NextResponse.rewrite(internalUrl(request, target), { request: { headers } })),
    flags,
  );
  // Prefetches of other locales' links must not change the remembered locale; the page the
  // visitor sees confirms it (LocaleCookieSync).
  if (decision.localeInPath && !request.headers.has("next-router-prefetch")) {
    // The locale a visitor chose is remembered per site (spec section 9: far-future expiry).
    response.cookies.set(localeCookieName(decision.site.slug), decision.locale.urlCode, {
      path: "/",
      sameSite: "lax",
      maxAge: LOCALE_COOKIE_MAX_AGE_S,
    });
  }
  // This raw request leads to this cached page: the next one like it takes the fast path. Not
  // for requests whose query sets or clears flag cookies or clears the caches.
  if (
    fromCache &&
    key &&
    raw &&
    flags.cache === "default" &&
    flags.setCookies.length === 0 &&
    flags.clearCookies.length === 0
  ) {
    fastIndex().set(raw, { key, setCookies: response.headers.getSetCookie() });
  }
  return response;
}

/**
 * A public page from the page cache; a miss (or a stale page, while one
 * request renders it again in the background) renders it through the app's
 * own address. Only successful HTML is kept; anything else (a redirect to
 * sign in, a 404, an error) is null, and the request renders as usual.
 */
async function cachedPage(key: string, url: URL, headers: Headers): Promise<NextResponse | null> {
  const cache = pageCache();
  const hit = cache.get(key);
  const answer = (page: CachedPage) =>
    new NextResponse(page.body, { status: page.status, headers: page.headers });
  if (hit && !hit.stale) return answer(hit.value);
  if (hit) {
    if (cache.lock(key)) {
      renderPage(url, headers)
        .then((page) => page.keep && cache.set(key, page))
        .catch((error) =>
          console.error(`[page-cache] ${url.pathname}: ${(error as Error).message}`),
        )
        .finally(() => cache.unlock(key));
    }
    return answer(hit.value);
  }
  const page = await renderPage(url, headers).catch((error: Error) => {
    console.error(`[page-cache] ${url.pathname}: ${error.message}`);
    return null;
  });
  if (!page?.keep) return null;
  cache.set(key, page);
  return answer(page);
}

/** Ten years: "expires far in the future". */
const LOCALE_COOKIE_MAX_AGE_S = 10 * 365 * 24 * 60 * 60;

const tokenKey = Symbol.for("wire.routingToken");

/**
 * A secret of this server process that marks requests the proxy has routed
 * already; a visitor cannot forge it to pick a site.
 */
function routingToken(): string {
  const holder = globalThis as unknown as Record<symbol, string | undefined>;
  holder[tokenKey] ??= crypto.randomUUID();
  return holder[tokenKey];
}

/**
 * A rewrite target on the address the server listens on. Next serves a
 * rewrite itself only when its origin is that address; any other origin
 * (such as the visitor's Host) is proxied over HTTP as a new request, which
 * would lose the routing decision made here.
 */
function internalUrl(request: NextRequest, pathname: string): URL {
  return new URL(`${pathname}${request.nextUrl.search}`, appConfig().APP_INTERNAL_URL);
}

function withFlagCookies(response: NextResponse, flags: ReturnType<typeof parseQueryFlags>) {
  for (const cookie of flags.setCookies) {
    response.cookies.set(cookie.name, cookie.value, { sameSite: cookie.sameSite, path: "/" });
  }
  for (const name of flags.clearCookies) response.cookies.delete(name);
  return response;
}

export const config = {
  // Not for Next's assets, API routes, downloads (`/file/{slug}`), the silent-login frame, the
  // style guide or files with an extension.
  matcher: ["/((?!_next/|api/|file/|blank-callback|style-guide(?:/|$)|.*\\.[\\w]+$).*)"],
};
