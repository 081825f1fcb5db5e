import { randomInt } from "node:crypto";

/** Letters and digits nobody misreads on the phone: no 0/O, 1/I/L, U/V. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ";

/** A reference number: `WR-`, the year, and six characters of `ALPHABET`. */
export const REFERENCE_PATTERN = /^WR-\d{4}-[2-9A-HJKMNP-TW-Z]{6}$/;

/**
 * A new human-readable reference number for a form submission, random (node:crypto) and unique
 * with overwhelming likelihood (29⁶ ≈ 600 million per year; the database's unique index decides).
 *
 * @example
 * submissionReference(new Date("2026-05-01")); // => "WR-2026-4F7K2Q"
 */
export function submissionReference(now: Date = new Date()): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `WR-${now.getUTCFullYear()}-${code}`;
}
