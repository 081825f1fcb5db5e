import { NextResponse } from "next/server";
import { toAuthError } from "../../../../auth/authError";
import { identityErrorPath } from "../../../../auth/identityErrorPath";
import { startLogin } from "../../../../auth/loginFlow";
import { localeSegmentOf, safeReturnPath } from "../../../../auth/returnPath";
import { localRedirect } from "../../../../http/localRedirect";
import { languageOf } from "../../../../i18n/languageOf";
import { serverTranslator } from "../../../../i18n/serverTranslator";
import { clientKey, consumeRateLimit } from "../../../../sharedState/rateLimit";

/**
 * `GET /api/auth/login?returnTo=/de/portal&silent=1` starts a login at the
 * identity server: interactive by default, `prompt=none` in the hidden frame.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const returnTo = safeReturnPath(params.get("returnTo"));
  const limit = await consumeRateLimit("login", clientKey(request));
  if (!limit.allowed) {
    // A browser navigation: the message in the language of the page the visitor came from.
    const t = serverTranslator(languageOf(localeSegmentOf(returnTo)) ?? "en");
    return new Response(t("passwordGate.tooManyAttempts", { seconds: String(limit.retryAfterS) }), {
      status: 429,
      headers: {
        "retry-after": String(limit.retryAfterS),
        "content-type": "text/plain; charset=utf-8",
        "cache-control": "no-store",
      },
    });
  }
  try {
    const url = await startLogin(
      params.get("silent") === "1" ? "silent" : "interactive",
      returnTo,
      {
        forceLogin: params.get("prompt") === "login",
      },
    );
    return NextResponse.redirect(url, 302);
  } catch (cause) {
    const error = toAuthError(cause, "The login server cannot be reached.");
    return localRedirect(identityErrorPath(localeSegmentOf(returnTo), error));
  }
}
