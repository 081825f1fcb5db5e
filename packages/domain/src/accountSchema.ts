import { z } from "zod";
import { oneOf, requiredString } from "./formFields.ts";
import { VALIDATION_MESSAGES } from "./messages.ts";

const m = VALIDATION_MESSAGES.account;

/**
 * Builds the account settings schema for the given country codes and language codes (spec §5):
 * first and last name required; `country` and `language` must be in the lists, else "The current
 * value is invalid, please select a … from the list". A factory because the lists come from content.
 *
 * @example
 * accountSchema({ countries: ["CH"], languages: ["de"] }).safeParse({ firstName: "A", lastName: "B", country: "XX", language: "de" }).success; // => false
 */
export function accountSchema(lists: {
  readonly countries: readonly string[];
  readonly languages: readonly string[];
}) {
  return z.object({
    firstName: requiredString(m.firstName),
    lastName: requiredString(m.lastName),
    country: oneOf(lists.countries, m.country),
    language: oneOf(lists.languages, m.language),
  });
}

/** Valid account settings. */
export type AccountSettings = z.infer<ReturnType<typeof accountSchema>>;
