import { passwordSchema } from "@wire/domain";
import { NextResponse } from "next/server";
import { z } from "zod";
import { isSameOriginRequest } from "../../../auth/csrf";
import {
  editorCookie,
  editorCookieName,
  editorPasswordHash,
  isEditorPassword,
  isEditorPasswordHash,
} from "../../../auth/editorAccess";
import { appConfig } from "../../../config";
import {
  clientKey,
  consumeRateLimit,
  rateLimitState,
  tooManyRequests,
} from "../../../sharedState/rateLimit";

/** The longest password or hash compared; nothing longer can match. */
const MAX_LENGTH = 200;

const noStore = { "cache-control": "no-store" };
const answer = (body: unknown, status = 200) =>
  NextResponse.json(body, { status, headers: noStore });

const bodySchema = z.union([
  z.object({ input: z.string() }).strict(),
  z.object({ hash: z.string().min(1).max(MAX_LENGTH) }).strict(),
]);

/**
 * The editor area's password (spec section 7, the spec's spelling):
 * `POST {input}` checks the shared editor password and, when it is right,
 * answers `{ success: true, hashedPassword }` and sets the editor cookie
 * (sealed, HttpOnly, SameSite=Lax, 90 days); `POST {hash}` answers whether a
 * keyed hash is still the current password's. Same-origin only, compared in
 * constant time, 10 attempts a minute per client (shared with the preview
 * password). `DELETE` signs the editor out.
 */
export async function POST(request: Request) {
  const config = appConfig();
  if (!isSameOriginRequest(request, config.APP_URL)) {
    return answer({ success: false, error: "Cross-site request." }, 403);
  }
  // Only wrong passwords and hashes count against the limit.
  const client = clientKey(request);
  const limit = await rateLimitState("password", client);
  if (!limit.allowed) return tooManyRequests(limit.retryAfterS);
  const body = bodySchema.safeParse(await request.json().catch(() => null));
  if (!body.success) return answer({ success: false, error: "Invalid request." }, 400);

  if ("hash" in body.data) {
    const success = isEditorPasswordHash(body.data.hash, config);
    if (!success) await consumeRateLimit("password", client);
    return answer({ success });
  }
  const input = passwordSchema.safeParse({ password: body.data.input });
  if (!input.success) {
    return answer({ success: false, error: input.error.issues[0]?.message }, 400);
  }
  const { password } = input.data;
  if (password.length > MAX_LENGTH || !isEditorPassword(password, config)) {
    await consumeRateLimit("password", client);
    return answer({ success: false, error: "The password is incorrect." }, 401);
  }
  const cookie = await editorCookie(config);
  const response = answer({ success: true, hashedPassword: editorPasswordHash(password, config) });
  response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
}

export async function DELETE(request: Request) {
  const config = appConfig();
  if (!isSameOriginRequest(request, config.APP_URL)) {
    return answer({ success: false, error: "Cross-site request." }, 403);
  }
  const response = answer({ success: true });
  response.cookies.delete(editorCookieName(config));
  return response;
}
