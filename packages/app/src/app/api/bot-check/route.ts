import { NextResponse } from "next/server";
import { z } from "zod";
import { isSameOriginRequest } from "../../../auth/csrf";
import { appConfig } from "../../../config";
import { requestBotToken } from "../../../data/forms";
import { requestLogger } from "../../../http/logger";

const noStore = { "cache-control": "no-store" };

const bodySchema = z.object({
  action: z.literal("SUBMIT"),
  elapsedMs: z.number().int().min(0).max(86_400_000),
});

/**
 * `POST /api/bot-check` with `{ action: "SUBMIT", elapsedMs }`: a bot-check
 * token for a form about to be sent (spec section 7), asked of the bot-check
 * service with the site key. Same-origin only; the browser turns any failure
 * into an empty token and the form is still sent (the server decides).
 */
export async function POST(request: Request) {
  const config = appConfig();
  if (!isSameOriginRequest(request, config.APP_URL)) {
    return NextResponse.json({ error: "Cross-site request." }, { status: 403, headers: noStore });
  }
  const body = bodySchema.safeParse(await request.json().catch(() => null));
  if (!body.success) {
    return NextResponse.json({ error: "Invalid request." }, { status: 400, headers: noStore });
  }
  try {
    const answer = await requestBotToken({ siteKey: config.BOTCHECK_SITE_KEY, ...body.data });
    const token = answer.ok ? ((await answer.json()) as { token?: string }).token : undefined;
    if (!token) throw new Error(`bot check answered ${answer.status}`);
    return NextResponse.json({ token }, { headers: noStore });
  } catch (error) {
    requestLogger(request).error(`[bot-check] no token: ${(error as Error).message}`);
    return NextResponse.json(
      { error: "The bot check is unavailable." },
      { status: 503, headers: noStore },
    );
  }
}
