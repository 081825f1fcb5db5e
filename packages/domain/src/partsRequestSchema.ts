import { z } from "zod";
import { oneOf, optionalString } from "./formFields.ts";
import { INVALID_VALUE_MESSAGE } from "./messages.ts";

/** The longest texts a quote or order request keeps. */
export const PARTS_REQUEST_LIMITS = Object.freeze({ customerReference: 40, comment: 2000 });

/** Something that looks like an HTML tag. */
const MARKUP = /<\/?[a-z!?][^>]*>/i;

/**
 * A quote or order request made from the parts cart: its type (`QUOTE` or `ORDER`), the
 * customer's own reference (plain text) and a comment, both optional and bounded ("Please enter
 * a shorter text."); anything else gives "Please enter a valid value." (the spec sets no message).
 *
 * @example
 * partsRequestSchema.parse({ type: "QUOTE", customerReference: " PO-1 " });
 * // => { type: "QUOTE", customerReference: "PO-1", comment: undefined }
 */
export const partsRequestSchema = z.object({
  type: oneOf(["QUOTE", "ORDER"], INVALID_VALUE_MESSAGE),
  customerReference: optionalString(PARTS_REQUEST_LIMITS.customerReference).refine(
    (value) => value === undefined || !MARKUP.test(value),
    { error: INVALID_VALUE_MESSAGE },
  ),
  comment: optionalString(PARTS_REQUEST_LIMITS.comment),
});

/** A valid quote or order request. */
export type PartsRequestInput = z.infer<typeof partsRequestSchema>;
