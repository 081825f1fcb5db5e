import type { QueryFlags } from "@wire/domain";
import { type NextRequest, NextResponse } from "next/server";
import { appConfig } from "../config";
import { cspSettings, securityHeadersFor } from "../http/requestSecurityHeaders";
import { createNonce, type PolicyKind } from "../http/securityHeaders";
import type { RenderTarget } from "./renderTarget";

/** Remembers `?previewGate=true` on a preview host. */
export const PREVIEW_GATE_COOKIE = "wire_preview_gate";

/**
 * The security headers of an answer of the proxy (issue 20): by default those of an answer that
 * renders nothing (a redirect, a refusal); `kind` names another. The site decides the
 * tag-manager container.
 */
export function withPageHeaders(
  request: NextRequest,
  response: NextResponse,
  siteId: string | null,
  testing = false,
  kind: PolicyKind = "resource",
) {
  const settings = cspSettings(appConfig(), { host: request.headers.get("host"), siteId, testing });
  for (const [name, value] of Object.entries(securityHeadersFor(kind, appConfig(), settings))) {
    response.headers.set(name, value);
  }
  return response;
}

/**
 * The request rewritten to `/{context}/{locale}/{…segments}`, its query
 * kept, on the address the server listens on: Next serves a rewrite itself
 * only when its origin is that address; any other origin (such as the
 * visitor's Host) would be proxied over HTTP as a new request.
 */
export function rewrite(
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

/**
 * A rewrite to a page rendered for this request only, with its security headers: a fresh nonce
 * (Next's CSP guide), which Next reads from the request's CSP header and puts on its scripts.
 */
export function rewriteWithNonce(
  request: NextRequest,
  context: string,
  locale: string,
  segments: readonly string[],
  siteId: string | null,
  testing = false,
  host = request.headers.get("host"),
) {
  const nonce = createNonce();
  const settings = cspSettings(appConfig(), { host, siteId, testing });
  const headers = securityHeadersFor("perRequest", appConfig(), settings, nonce);
  const response = rewrite(request, context, locale, segments, {
    "content-security-policy": headers["content-security-policy"] ?? "",
    "x-nonce": nonce,
  });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/**
 * A routed page's rewrite with its security headers. Pages rendered for this request only get a
 * nonce. Shared pages cannot carry one: they get the policy of everything but scripts here, and
 * the cache handler stores each with the script policy of its own HTML (`cachedPageScripts.mjs`).
 */
export function rewriteToPage(
  request: NextRequest,
  target: RenderTarget,
  host: string,
  siteId: string,
  locale: string,
  segments: readonly string[],
) {
  if (target.perRequest) {
    const { context, testing } = target;
    return rewriteWithNonce(request, context, locale, segments, siteId, testing, host);
  }
  const response = rewrite(request, target.context, locale, segments);
  return withPageHeaders(request, response, siteId, target.testing, "cachedPage");
}

/** The preview gate's on-request switch, kept for the visitor's next pages (or forgotten). */
export function rememberGate(response: NextResponse, remember: boolean | undefined) {
  if (remember === true) {
    response.cookies.set(PREVIEW_GATE_COOKIE, "1", { sameSite: "lax", path: "/", httpOnly: true });
  } else if (remember === false) {
    response.cookies.delete(PREVIEW_GATE_COOKIE);
  }
  return response;
}

/** The cookies the query flags set or clear (spec section 4). */
export function withFlagCookies(response: NextResponse, flags: QueryFlags) {
  for (const cookie of flags.setCookies) {
    response.cookies.set(cookie.name, cookie.value, { sameSite: cookie.sameSite, path: "/" });
  }
  for (const name of flags.clearCookies) response.cookies.delete(name);
  return response;
}
