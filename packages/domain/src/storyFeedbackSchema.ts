import { z } from "zod";
import { requiredString } from "./formFields.ts";
import { INVALID_VALUE_MESSAGE } from "./messages.ts";

/**
 * The story feedback form (spec §3): first name, last name, company, country and message, all
 * required with "Please enter a valid value." (the spec gives no message for this form).
 *
 * @example
 * storyFeedbackSchema.safeParse({ message: "" }).success; // => false
 */
export const storyFeedbackSchema = z.object({
  firstName: requiredString(INVALID_VALUE_MESSAGE),
  lastName: requiredString(INVALID_VALUE_MESSAGE),
  company: requiredString(INVALID_VALUE_MESSAGE),
  country: requiredString(INVALID_VALUE_MESSAGE),
  message: requiredString(INVALID_VALUE_MESSAGE),
});

/** Valid story feedback. */
export type StoryFeedback = z.infer<typeof storyFeedbackSchema>;
