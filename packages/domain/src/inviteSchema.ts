import { z } from "zod";
import { requiredEmail, requiredString } from "./formFields.ts";
import { VALIDATION_MESSAGES } from "./messages.ts";

const m = VALIDATION_MESSAGES.invite;

/**
 * The user administration invite form (spec §5): a valid e-mail ("Please provide a valid email
 * address") and the organisation to invite into ("Please select an item").
 *
 * @example
 * inviteSchema.safeParse({ email: "a@b.co", organization: "" }).success; // => false
 */
export const inviteSchema = z.object({
  email: requiredEmail(m.email),
  organization: requiredString(m.organization),
});

/** A valid invite. */
export type Invite = z.infer<typeof inviteSchema>;
