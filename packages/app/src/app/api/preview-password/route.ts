import { NextResponse } from "next/server";
import { z } from "zod";
import { isSameOriginRequest } from "../../../auth/csrf";
import { appConfig } from "../../../config";
import { isPreviewPassword, previewCookie } from "../../../preview/previewAccess";
import { clientKey, consumeRateLimit, tooManyRequests } from "../../../sharedState/rateLimit";

const bodySchema = z.object({ password: z.string().min(1).max(200) });

const error = (message: string, status: number) =>
  NextResponse.json({ error: message }, { status, headers: { "cache-control": "no-store" } });

/**
 * `POST /api/preview-password` with `{ password }` (spec section 7): the
 * right password sets the preview cookie and answers `{ success: true }`;
 * anything else answers an error, never a 500. Attempts are limited per
 * client (10 a minute), so the password cannot be guessed at speed.
 */
export async function POST(request: Request) {
  const config = appConfig();
  if (!isSameOriginRequest(request, config.APP_URL)) return error("Cross-site request.", 403);
  const limit = await consumeRateLimit("password", clientKey(request));
  if (!limit.allowed) return tooManyRequests(limit.retryAfterS);
  const body = bodySchema.safeParse(await request.json().catch(() => null));
  if (!body.success) return error("Please enter a password", 400);
  if (!isPreviewPassword(body.data.password, config)) {
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
