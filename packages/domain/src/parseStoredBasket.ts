import {
  type ComparisonBasket,
  comparisonBasketSchema,
  EMPTY_BASKET,
} from "./comparisonBasketSchema.ts";
import { parseStored } from "./parseStored.ts";
import type { Logger } from "./randomKey.ts";

/**
 * Reads the basket from its stored JSON (spec §8): nothing stored gives the empty basket silently;
 * invalid JSON or shape gives the empty basket, reported through `logger.warn`.
 *
 * @example
 * parseStoredBasket("not json", console); // => { classifications: [] } and a warning
 */
export function parseStoredBasket(
  json: string | null | undefined,
  logger: Logger,
): ComparisonBasket {
  return parseStored(json, comparisonBasketSchema, EMPTY_BASKET, logger, "comparison basket");
}
