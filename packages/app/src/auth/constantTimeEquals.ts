import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Whether a candidate equals a secret, compared in constant time whatever
 * the lengths (hashing first evens them out): passwords, shared secrets.
 */
export function constantTimeEquals(candidate: string, secret: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(candidate), digest(secret));
}
