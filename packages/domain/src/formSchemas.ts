import type { z } from "zod";
import { serviceRequestSchema } from "./serviceRequestSchema.ts";
import { storyFeedbackSchema } from "./storyFeedbackSchema.ts";
import { supportRequestSchema } from "./supportRequestSchema.ts";
import { whitepaperSchema } from "./whitepaperSchema.ts";

/** The public forms a visitor can send (spec §3), as the forms API and the CMS name them. */
export const FORM_KINDS = ["support", "serviceRequest", "whitepaper", "storyFeedback"] as const;

/** One of the public forms. */
export type FormKind = (typeof FORM_KINDS)[number];

const SCHEMAS = {
  support: supportRequestSchema,
  serviceRequest: serviceRequestSchema,
  whitepaper: whitepaperSchema,
  storyFeedback: storyFeedbackSchema,
} as const satisfies Record<FormKind, z.ZodType>;

/** The schema of each public form, keyed by kind. */
export type FormSchemas = typeof SCHEMAS;

/**
 * The zod schema that validates a form of `kind`, the same in the browser and on the server.
 *
 * @example
 * formSchemaOf("support").safeParse({}).success; // => false
 */
export function formSchemaOf<K extends FormKind>(kind: K): FormSchemas[K] {
  return SCHEMAS[kind];
}

/**
 * Whether `value` names one of the public forms.
 *
 * @example
 * isFormKind("whitepaper"); // => true
 */
export function isFormKind(value: unknown): value is FormKind {
  return typeof value === "string" && (FORM_KINDS as readonly string[]).includes(value);
}
