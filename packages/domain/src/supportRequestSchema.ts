import { z } from "zod";
import { requiredEmail, requiredString } from "./formFields.ts";
import { VALIDATION_MESSAGES } from "./messages.ts";

const m = VALIDATION_MESSAGES.support;

/**
 * The support (OSS) request form (spec §3, §5): every field required, with the spec's messages.
 *
 * @example
 * supportRequestSchema.safeParse({ email: "x" }).success; // => false
 */
export const supportRequestSchema = z.object({
  email: requiredEmail(m.email),
  firstName: requiredString(m.firstName),
  lastName: requiredString(m.lastName),
  company: requiredString(m.company),
  country: requiredString(m.country),
  product: requiredString(m.product),
  serialNumber: requiredString(m.serialNumber),
  message: requiredString(m.message),
});

/** A valid support request. */
export type SupportRequest = z.infer<typeof supportRequestSchema>;
