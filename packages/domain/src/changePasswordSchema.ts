import { z } from "zod";
import { VALIDATION_MESSAGES } from "./messages.ts";

/** The password rules of the local identity store; the spec leaves them to the server (§5). */
export const PASSWORD_RULES = Object.freeze({ minLength: 10 });

/** Messages of the account page's password change (wording ours: the spec shows none). */
export const CHANGE_PASSWORD_MESSAGES = Object.freeze({
  newPassword: `Please choose a password of at least ${PASSWORD_RULES.minLength} characters with letters and digits`,
  confirmPassword: "The passwords do not match",
});

const hasLettersAndDigits = (value: string) => /\p{L}/u.test(value) && /\d/.test(value);

/**
 * The account page's password change: the current password (non-blank),
 * a new one of at least 10 characters with letters and digits, and its
 * confirmation. Not trimmed: spaces may belong to a password.
 *
 * @example
 * changePasswordSchema.safeParse({ currentPassword: "a", newPassword: "short", confirmPassword: "short" }).success; // => false
 */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: VALIDATION_MESSAGES.password.password })
      .refine((value) => value.trim().length > 0, { error: VALIDATION_MESSAGES.password.password }),
    newPassword: z
      .string({ error: CHANGE_PASSWORD_MESSAGES.newPassword })
      .min(PASSWORD_RULES.minLength, { error: CHANGE_PASSWORD_MESSAGES.newPassword })
      .refine(hasLettersAndDigits, { error: CHANGE_PASSWORD_MESSAGES.newPassword }),
    confirmPassword: z.string({ error: CHANGE_PASSWORD_MESSAGES.confirmPassword }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    error: CHANGE_PASSWORD_MESSAGES.confirmPassword,
    path: ["confirmPassword"],
  });

/** A valid password change. */
export type ChangePassword = z.infer<typeof changePasswordSchema>;
