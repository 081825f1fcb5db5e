import { timingSafeEqual } from "node:crypto";

/**
 * Whether an `authorization` header carries exactly `Bearer {token}`, compared in constant
 * time so the answer's timing does not reveal how much of a guess was right.
 *
 * @example
 * hasBearerToken("Bearer s3cret-token", "s3cret-token"); // => true
 */
export function hasBearerToken(header: string | null | undefined, token: string): boolean {
  const given = Buffer.from(header ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
