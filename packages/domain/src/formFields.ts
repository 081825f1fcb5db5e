import { z } from "zod";

/** A required, trimmed string: missing, non-string and blank values all give `message`. */
export function requiredString(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

/** An optional trimmed string; blank becomes `undefined`. */
export function optionalString() {
  return z
    .string()
    .trim()
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
