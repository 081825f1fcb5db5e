import { NextResponse } from "next/server";
import { toAuthError } from "../../../../auth/authError";
import { identityErrorPath } from "../../../../auth/identityErrorPath";
import { startLogin } from "../../../../auth/loginFlow";
import { localeSegmentOf, safeReturnPath } from "../../../../auth/returnPath";
import { localRedirect } from "../../../../http/localRedirect";

/**
 * `GET /api/auth/login?returnTo=/de/portal&silent=1` starts a login at the
 * identity server: interactive by default, `prompt=none` in the hidden frame.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const returnTo = safeReturnPath(params.get("returnTo"));
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
