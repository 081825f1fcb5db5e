import { NextResponse } from "next/server";
import { currentSession, sessionUser } from "../../../../auth/session";

/**
 * `GET /api/auth/session`: whether the browser is signed in, and who —
 * never a token. Renews the tokens on the server when due, so the portal's
 * keep-alive keeps an active user signed in.
 */
export async function GET() {
  const session = await currentSession();
  const headers = { "cache-control": "no-store" };
  if (!session) return NextResponse.json({ authenticated: false }, { headers });
  const user = sessionUser(session);
  return NextResponse.json(
    {
      authenticated: true,
      user: { fullName: user.fullName, initials: user.initials },
      expiresAt: session.tokens.expiresAt,
    },
    { headers },
  );
}
