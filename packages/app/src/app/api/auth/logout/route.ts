import { NextResponse } from "next/server";
import { z } from "zod";
import { isSameHostRequest, isSameOriginRequest } from "../../../../auth/csrf";
import { endSessionUrl, revoke } from "../../../../auth/oidc";
import { currentSession, endSession } from "../../../../auth/session";
import { appConfig } from "../../../../config";
import { requestLogger } from "../../../../http/logger";
import { isPreviewHost } from "../../../../preview/previewAccess";

const formSchema = z.object({
  locale: z
    .string({ error: "locale is required" })
    .regex(/^[a-z]{2}(-[a-z]{2})?$/, "locale must look like en or de-ch"),
});

const refuse = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(`${message}\n`, {
    status,
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
      ...headers,
    },
  });

/**
 * `POST /api/auth/logout` with `locale` (a form field or in the query) (issue 20): revokes the tokens, ends
 * the session here and at the identity server (`id_token_hint`, post-logout redirect to the
 * localised home page) and clears the cookie. Only from a page of this site (`Origin` or
 * `Sec-Fetch-Site`): a form or link on another site gets 403 and the user stays signed in.
 */
export async function POST(request: Request) {
  const config = appConfig();
  const fromThisSite =
    isSameOriginRequest(request, config.APP_URL) ||
    isSameHostRequest(request, (host) => isPreviewHost(host, config));
  if (!fromThisSite) {
    requestLogger(request).warn(
      { origin: request.headers.get("origin") },
      "cross-site logout refused",
    );
    return refuse(403, "Cross-site request: sign out with the button on this site's logout page.");
  }
  // The user menu's form names the locale in its action's query, the confirmation page in a field.
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const form = await request.formData().catch(() => null);
  const fields = form ? Object.fromEntries([...form].filter(([, v]) => typeof v === "string")) : {};
  const parsed = formSchema.safeParse({ ...query, ...fields });
  if (!parsed.success) {
    return refuse(400, parsed.error.issues[0]?.message ?? "The form needs a locale.");
  }
  const home = `${config.APP_URL}/${parsed.data.locale}`;
  const session = await currentSession();
  await endSession(session);
  if (!session) return NextResponse.redirect(home, 303);
  const { refreshToken, accessToken, idToken } = session.tokens;
  await Promise.all([
    refreshToken ? revoke(config, refreshToken) : null,
    revoke(config, accessToken),
  ]);
  try {
    return NextResponse.redirect(await endSessionUrl(config, idToken, home), 303);
  } catch {
    return NextResponse.redirect(home, 303);
  }
}

/** A GET signs nobody out (a link or image on another site could send one). */
export function GET() {
  return refuse(405, "Sign out with the button on the portal's logout page (a POST).", {
    allow: "POST",
  });
}
