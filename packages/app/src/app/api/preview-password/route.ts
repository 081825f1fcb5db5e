import { passwordSchema } from "@wire/domain";
import { NextResponse } from "next/server";
import { isSameHostRequest, isSameOriginRequest } from "../../../auth/csrf";
import { appConfig } from "../../../config";
import { isPreviewHost, isPreviewPassword, previewCookie } from "../../../preview/previewAccess";
import {
  clientKey,
  consumeRateLimit,
  rateLimitState,
  tooManyRequests,
} from "../../../sharedState/rateLimit";

/** The longest password compared; a longer one cannot be the preview password. */
const MAX_PASSWORD_LENGTH = 200;

const error = (message: string, status: number) =>
  NextResponse.json({ error: message }, { status, headers: { "cache-control": "no-store" } });

/**
 * `POST /api/preview-password` with `{ password }` (spec section 7): the
 * right password sets the preview cookie and answers `{ success: true }`;
 * anything else answers an error, never a 500. Wrong passwords are limited per
 * client (10 a minute), so the password cannot be guessed at speed.
 */
export async function POST(request: Request) {
  const config = appConfig();
  const fromThisSite =
    isSameOriginRequest(request, config.APP_URL) ||
    isSameHostRequest(request, (host) => isPreviewHost(host, config));
  if (!fromThisSite) return error("Cross-site request.", 403);
  const client = clientKey(request);
  const limit = await rateLimitState("password", client);
  if (!limit.allowed) return tooManyRequests(limit.retryAfterS);
  // The form's own rule (spec §5), so the browser shows the same field message.
  const body = passwordSchema.safeParse(await request.json().catch(() => null));
  if (!body.success) return error(body.error.issues[0]?.message ?? "Please enter a password", 400);
  const { password } = body.data;
  if (password.length > MAX_PASSWORD_LENGTH || !isPreviewPassword(password, config)) {
    await consumeRateLimit("password", client);
    return error("The password is incorrect.", 401);
  }
  const cookie = await previewCookie(config);
  const response = NextResponse.json(
    { success: true },
    { headers: { "cache-control": "no-store" } },
  );
  response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
}
