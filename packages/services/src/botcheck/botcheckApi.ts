import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/connect";
import { botcheckTokens } from "../db/schema";
import { answeredBodyError, answerJson } from "../http/jsonAnswer";
import { BadRequestError, readForm, readJson } from "../http/readBody";
import { issueToken, readToken, TOKEN_TTL_MS } from "./botcheckToken";

/** Where the bot-check service is mounted. */
export const BOTCHECK_PATH = "/botcheck";

const tokenRequestSchema = z.object({
  siteKey: z.string(),
  action: z
    .string()
    .regex(/^[A-Za-z0-9_/]{1,100}$/, "action: letters, digits, _ and / only")
    .default("SUBMIT"),
  elapsedMs: z.number().finite().min(0).optional(),
});

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The body of a request as a flat record: JSON, or a url-encoded form (siteverify's way). */
async function readFields(req: IncomingMessage): Promise<Record<string, unknown>> {
  if ((req.headers["content-type"] ?? "").includes("application/json")) {
    const body = await readJson(req);
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw new BadRequestError("The body must be a JSON object");
    }
    return body as Record<string, unknown>;
  }
  return Object.fromEntries(await readForm(req));
}

/**
 * A local bot-check service shaped like reCAPTCHA v3 (spec §7, issue 18):
 *
 * - `POST /botcheck/token` `{ siteKey, action, elapsedMs }` → `{ token }`: an HMAC-signed token
 *   with the action, issue time and a score (0.9, or 0.1 when the form was sent within 1.5 s),
 *   valid two minutes. An unknown site key is 400.
 * - `POST /botcheck/siteverify` (`secret`, `response`; url-encoded or JSON) → `{ success, score,
 *   action, challenge_ts, hostname, error-codes }` with reCAPTCHA's error codes. A token verifies
 *   once: used ids are kept in the database, so every services instance agrees.
 *
 * The score threshold is the verifier's decision, as with reCAPTCHA.
 */
export function createBotcheckApi(db: Database, options: { secret: string; siteKey: string }) {
  /** Remembers a token as used; false when it already was. Drops ids long expired. */
  async function firstUse(jti: string, issuedAt: number): Promise<boolean> {
    await db
      .delete(botcheckTokens)
      .where(lt(botcheckTokens.expiresAt, sql`now() - interval '1 hour'`));
    const inserted = await db
      .insert(botcheckTokens)
      .values({ id: jti, expiresAt: new Date(issuedAt + TOKEN_TTL_MS) })
      .onConflictDoNothing()
      .returning({ id: botcheckTokens.id });
    return inserted.length === 1;
  }

  return async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? "").split("?")[0]!;
    if (
      req.method !== "POST" ||
      (path !== `${BOTCHECK_PATH}/token` && path !== `${BOTCHECK_PATH}/siteverify`)
    ) {
      return answerJson(res, 404, { error: "not_found" });
    }
    let fields: Record<string, unknown>;
    try {
      fields = path.endsWith("/token")
        ? ((await readJson(req)) as Record<string, unknown>)
        : await readFields(req);
    } catch (error) {
      if (answeredBodyError(res, error)) return;
      throw error;
    }

    if (path.endsWith("/token")) {
      const parsed = tokenRequestSchema.safeParse(fields);
      if (!parsed.success) {
        return answerJson(res, 400, {
          error: parsed.error.issues.map((i) => i.message).join("; "),
        });
      }
      if (!sameText(parsed.data.siteKey, options.siteKey)) {
        return answerJson(res, 400, { error: "Unknown site key" });
      }
      return answerJson(res, 200, { token: issueToken(options.secret, parsed.data) });
    }

    const failure = (code: string) =>
      answerJson(res, 200, { success: false, "error-codes": [code] });
    const secret = typeof fields.secret === "string" ? fields.secret : "";
    const response = typeof fields.response === "string" ? fields.response : "";
    if (!secret) return failure("missing-input-secret");
    if (!sameText(secret, options.secret)) return failure("invalid-input-secret");
    if (!response) return failure("missing-input-response");
    const claims = readToken(options.secret, response);
    if (claims === "invalid") return failure("invalid-input-response");
    if (claims === "expired") return failure("timeout-or-duplicate");
    if (!(await firstUse(claims.jti, claims.iat))) return failure("timeout-or-duplicate");
    return answerJson(res, 200, {
      success: true,
      score: claims.score,
      action: claims.action,
      challenge_ts: new Date(claims.iat).toISOString(),
      hostname: "localhost",
      "error-codes": [],
    });
  };
}
