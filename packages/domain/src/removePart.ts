import type { PartsCart } from "./partsCartSchema.ts";

/**
 * Removes a cart line by key (spec §4).
 *
 * @example
 * removePart(cart, "k1");
 */
export function removePart<D>(cart: PartsCart<D>, key: string): PartsCart<D> {
  return { parts: cart.parts.filter((line) => line.key !== key) };
}
