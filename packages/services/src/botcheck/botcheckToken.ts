import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";

/** How long a token may be verified after it was issued (reCAPTCHA's two minutes). */
export const TOKEN_TTL_MS = 2 * 60_000;

/** A form sent faster than this after the page loaded was not filled in by a person. */
export const HUMAN_MIN_ELAPSED_MS = 1_500;

/** The score of a plausible visitor, and of one that sent the form too fast. */
export const HUMAN_SCORE = 0.9;
export const BOT_SCORE = 0.1;

/** What a token carries. */
export interface TokenClaims {
  /** Unique id, remembered once verified (tokens are single use). */
  jti: string;
  action: string;
  score: number;
  /** Issue time, ms since the epoch. */
  iat: number;
}

const sign = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(payload).digest("base64url");

/**
 * A new bot-check token: the claims as base64url JSON and their HMAC-SHA256 under `secret`. The
 * score is `BOT_SCORE` when the form was sent sooner than `HUMAN_MIN_ELAPSED_MS` after it was shown.
 *
 * @example
 * issueToken("secret", { action: "SUBMIT", elapsedMs: 5234 }); // => "eyJqdGkiOi….k3Yx…"
 */
export function issueToken(
  secret: string,
  request: { action: string; elapsedMs?: number | undefined },
  now = Date.now(),
): string {
  const score =
    request.elapsedMs !== undefined && request.elapsedMs < HUMAN_MIN_ELAPSED_MS
      ? BOT_SCORE
      : HUMAN_SCORE;
  const claims: TokenClaims = { jti: randomUUID(), action: request.action, score, iat: now };
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

/**
 * The claims of a token signed with `secret`, or `"invalid"` (garbled or forged) or `"expired"`
 * (older than `TOKEN_TTL_MS`, or issued in the future).
 *
 * @example
 * readToken("secret", "garbage"); // => "invalid"
 */
export function readToken(
  secret: string,
  token: string,
  now = Date.now(),
): TokenClaims | "invalid" | "expired" {
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0) return "invalid";
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  let claims: TokenClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as TokenClaims;
  } catch {
    return "invalid";
  }
  if (typeof claims.jti !== "string" || typeof claims.iat !== "number") return "invalid";
  if (now - claims.iat > TOKEN_TTL_MS || claims.iat - now > 5_000) return "expired";
  return claims;
}
