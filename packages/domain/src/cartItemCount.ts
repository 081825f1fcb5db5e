import type { PartsCart } from "./partsCartSchema.ts";

/**
 * The number of items in the cart: the sum of all line quantities.
 *
 * @example
 * cartItemCount({ parts: [{ …, quantity: 2 }, { …, quantity: 3 }] }); // => 5
 */
export function cartItemCount(cart: PartsCart<unknown>): number {
  return cart.parts.reduce((sum, line) => sum + line.quantity, 0);
}
