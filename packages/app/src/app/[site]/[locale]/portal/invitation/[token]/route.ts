import { NextResponse } from "next/server";
import { toAuthError } from "../../../../../../auth/authError";
import { identityErrorPath } from "../../../../../../auth/identityErrorPath";
import { INVALID_INVITATION, isInvitationToken } from "../../../../../../auth/invitationToken";
import { startLogin } from "../../../../../../auth/loginFlow";
import { localeParam, unknownLocaleResponse } from "../../../../../../http/localeParam";
import { localRedirect } from "../../../../../../http/localRedirect";

/**
 * `/{locale}/portal/invitation/{token}`: the link of an invitation e-mail.
 * Starts the normal sign-in with the invitation's token as one more
 * authorization parameter, so the identity server first lets the invitee
 * set a password, and the callback lands them signed in on the portal.
 * A link whose token cannot be one shows the identity error page's message
 * for it; the identity server decides whether a well-formed one is valid.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ locale: string; token: string }> },
) {
  const { token } = await params;
  const locale = localeParam((await params).locale);
  if (!locale) return unknownLocaleResponse();
  // A router prefetch must not start a login (it would replace the pending one's cookie).
  if (
    request.headers.has("next-router-prefetch") ||
    request.headers.get("purpose") === "prefetch"
  ) {
    return new Response(null, { status: 204 });
  }
  if (!isInvitationToken(token)) {
    return localRedirect(
      identityErrorPath(locale, {
        error: INVALID_INVITATION,
        description: "The invitation link is incomplete or damaged.",
      }),
    );
  }
  try {
    const url = await startLogin("interactive", `/${locale}/portal`, { invitation: token });
    return NextResponse.redirect(url, 302);
  } catch (cause) {
    const error = toAuthError(cause, "The login server cannot be reached.");
    return localRedirect(identityErrorPath(locale, error));
  }
}
