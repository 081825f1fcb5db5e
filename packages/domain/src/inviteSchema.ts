import { z } from "zod";
import { ADMINISTERED_APPLICATIONS } from "./applicationRoles.ts";
import { requiredEmail, requiredString } from "./formFields.ts";
import { VALIDATION_MESSAGES } from "./messages.ts";

const m = VALIDATION_MESSAGES.invite;

/**
 * The user administration invite form (spec §5): a valid e-mail ("Please provide a valid email
 * address"), the application and the organisation to invite into (each "Please select an item").
 * The e-mail is compared without case, so it is stored lower-case.
 *
 * @example
 * inviteSchema.safeParse({ email: "a@b.co", application: "inventory", organization: "" }).success; // => false
 */
export const inviteSchema = z.object({
  email: requiredEmail(m.email).transform((email) => email.toLowerCase()),
  application: z.enum(ADMINISTERED_APPLICATIONS as [string, ...string[]], {
    error: m.organization,
  }),
  organization: requiredString(m.organization),
});

/** A valid invite. */
export type Invite = z.infer<typeof inviteSchema>;
