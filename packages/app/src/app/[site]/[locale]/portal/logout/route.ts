import { NextResponse } from "next/server";
import { endSessionUrl, revoke } from "../../../../../auth/oidc";
import { currentSession, endSession } from "../../../../../auth/session";
import { appConfig } from "../../../../../config";

/**
 * `/{locale}/{portal}/logout`: revokes the tokens, ends the session here and
 * at the identity server (`id_token_hint`, post-logout redirect to the
 * localised home page) and clears the cookie.
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  // A router prefetch must never log anybody out.
  if (
    request.headers.has("next-router-prefetch") ||
    request.headers.get("purpose") === "prefetch"
  ) {
    return new Response(null, { status: 204 });
  }
  const config = appConfig();
  const session = await currentSession();
  await endSession(session);
  const home = `${config.APP_URL}/${locale}`;
  if (!session) return NextResponse.redirect(home, 302);
  const { refreshToken, accessToken, idToken } = session.tokens;
  await Promise.all([
    refreshToken ? revoke(config, refreshToken) : null,
    revoke(config, accessToken),
  ]);
  try {
    return NextResponse.redirect(await endSessionUrl(config, idToken, home), 302);
  } catch {
    return NextResponse.redirect(home, 302);
  }
}
