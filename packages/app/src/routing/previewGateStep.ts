import {
  encodeRenderContext,
  PREVIEW_GATE_PARAM,
  plainRenderContext,
  previewGate,
} from "@wire/domain";
import type { NextRequest, NextResponse } from "next/server";
import { appConfig } from "../config";
import { hasPreviewAccess, isPreviewHost, previewCookieName } from "../preview/previewAccess";
import { PREVIEW_GATE_COOKIE, rewriteWithNonce } from "./proxyAnswers";

/** The route that asks a preview host's visitor for the preview password. */
const PREVIEW_GATE_SEGMENT = "preview-gate";

/**
 * The preview gate of a routed request (spec section 4): on a gated preview host without the
 * preview password's cookie, the answer is the gate's page (which refreshes into the page once
 * the cookie is there); otherwise none. `remember` is the visitor's `?previewGate=` switch, to be
 * kept or forgotten on whichever answer goes out (`rememberGate`).
 */
export async function previewGateStep(
  request: NextRequest,
  cookies: Record<string, string>,
  host: string,
  siteId: string,
  locale: string,
): Promise<{ answer: NextResponse | null; remember: boolean | undefined }> {
  const gate = previewGate({
    onPreviewHost: isPreviewHost(host, appConfig()),
    configured: appConfig().PREVIEW_GATE,
    param: request.nextUrl.searchParams.get(PREVIEW_GATE_PARAM),
    remembered: cookies[PREVIEW_GATE_COOKIE] === "1",
  });
  if (!gate.gated || (await hasPreviewAccess(cookies[previewCookieName(appConfig())], appConfig())))
    return { answer: null, remember: gate.remember };
  const context = encodeRenderContext(plainRenderContext(siteId));
  // Rendered for this request (the route is dynamic): a nonce for its scripts.
  const answer = rewriteWithNonce(request, context, locale, [PREVIEW_GATE_SEGMENT], siteId);
  return { answer, remember: gate.remember };
}
