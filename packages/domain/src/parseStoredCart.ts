import { parseStored } from "./parseStored.ts";
import { EMPTY_CART, type PartsCart, partsCartSchema } from "./partsCartSchema.ts";
import type { Logger } from "./randomKey.ts";

/**
 * Reads the parts cart from its stored JSON (spec §8): nothing stored gives the empty cart
 * silently; invalid JSON or shape gives the empty cart, reported through `logger.warn`.
 *
 * @example
 * parseStoredCart('{"parts":"x"}', console); // => { parts: [] } and a warning
 */
export function parseStoredCart(json: string | null | undefined, logger: Logger): PartsCart {
  return parseStored<PartsCart>(json, partsCartSchema, EMPTY_CART, logger, "parts cart");
}
