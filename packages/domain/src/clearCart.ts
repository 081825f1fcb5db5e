import type { PartsCart } from "./partsCartSchema.ts";

/**
 * Empties the cart (spec §4). Takes the cart for a uniform call shape; always returns a new empty cart.
 *
 * @example
 * clearCart(cart); // => { parts: [] }
 */
export function clearCart<D>(_cart: PartsCart<D>): PartsCart<D> {
  return { parts: [] };
}
