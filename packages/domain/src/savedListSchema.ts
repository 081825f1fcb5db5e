import { z } from "zod";
import { requiredString } from "./formFields.ts";
import { INVALID_VALUE_MESSAGE } from "./messages.ts";

/** The longest name of a saved parts list. */
export const SAVED_LIST_NAME_MAX = 80;

/**
 * Saving the parts cart as a list: a name of 1–80 characters, plain text ("Please enter a valid
 * value." when blank or marked up, "Please enter a shorter text." when too long).
 *
 * @example
 * savedListSchema.parse({ name: " Blades for line 3 " }); // => { name: "Blades for line 3" }
 */
export const savedListSchema = z.object({
  name: requiredString(INVALID_VALUE_MESSAGE, SAVED_LIST_NAME_MAX).refine(
    (name) => !/[<>]/.test(name),
    { error: INVALID_VALUE_MESSAGE },
  ),
});

/** A valid saved-list name. */
export type SavedListInput = z.infer<typeof savedListSchema>;
