import { z } from "zod";
import { optionalString, requiredEmail, requiredString } from "./formFields.ts";
import { CHECKBOX_REQUIRED_MESSAGE, INVALID_VALUE_MESSAGE } from "./messages.ts";

/**
 * The whitepaper download form (spec §3, §5). Required: first and last name, e-mail, company,
 * country and contact language ("Please enter a valid value.", the spec gives no message for this
 * form), and the privacy consent, which must be checked ("Please select the checkbox to
 * continue."). Phone is optional.
 *
 * @example
 * whitepaperSchema.safeParse({ ...valid, privacyConsent: false }).success; // => false
 */
export const whitepaperSchema = z.object({
  firstName: requiredString(INVALID_VALUE_MESSAGE),
  lastName: requiredString(INVALID_VALUE_MESSAGE),
  email: requiredEmail(INVALID_VALUE_MESSAGE),
  phone: optionalString(),
  company: requiredString(INVALID_VALUE_MESSAGE),
  country: requiredString(INVALID_VALUE_MESSAGE),
  contactLanguage: requiredString(INVALID_VALUE_MESSAGE),
  privacyConsent: z.literal(true, { error: CHECKBOX_REQUIRED_MESSAGE }),
});

/** A valid whitepaper request. */
export type WhitepaperRequest = z.infer<typeof whitepaperSchema>;
