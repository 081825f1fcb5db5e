import { z } from "zod";
import { VALIDATION_MESSAGES } from "./messages.ts";

const message = VALIDATION_MESSAGES.password.password;

/**
 * The password gate form (spec §5): a non-blank password ("Please enter a password"). The value
 * is not trimmed, since spaces may belong to a password; the real check is server-side.
 *
 * @example
 * passwordSchema.safeParse({ password: "" }).error?.issues[0]?.message; // => "Please enter a password"
 */
export const passwordSchema = z.object({
  password: z
    .string({ error: message })
    .refine((value) => value.trim().length > 0, { error: message }),
});

/** A password gate submission. */
export type PasswordInput = z.infer<typeof passwordSchema>;
