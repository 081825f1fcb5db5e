import { z } from "zod";
import { TOO_LONG_MESSAGE } from "./messages.ts";

/** A required, trimmed string: missing, non-string and blank values all give `message`. With `max`, longer text gives `TOO_LONG_MESSAGE`. */
export function requiredString(message: string, max?: number) {
  const text = z.string({ error: message }).trim().min(1, { error: message });
  return max ? text.max(max, { error: TOO_LONG_MESSAGE }) : text;
}

/** An optional trimmed string; blank becomes `undefined`. With `max`, longer text gives `TOO_LONG_MESSAGE`. */
export function optionalString(max?: number) {
  const text = z.string().trim();
  return (max ? text.max(max, { error: TOO_LONG_MESSAGE }) : text)
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** A required, trimmed e-mail address; every failure gives `message`. */
export function requiredEmail(message: string) {
  return z
    .string({ error: message })
    .trim()
    .pipe(z.email({ error: message }));
}

/** A required string from a fixed list; every failure gives `message`. */
export function oneOf(values: readonly string[], message: string) {
  return z
    .string({ error: message })
    .trim()
    .refine((value) => values.includes(value), { error: message });
}
