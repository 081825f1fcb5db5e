import type { PartsCart } from "./partsCartSchema.ts";

/**
 * Sets a line's quantity (spec §4); zero or less (or not a number) removes the line. Fractions
 * are rounded down. An unknown key changes nothing.
 *
 * @example
 * updatePartQuantity(cart, "k1", 0); // => cart without line k1
 */
export function updatePartQuantity<D>(
  cart: PartsCart<D>,
  key: string,
  quantity: number,
): PartsCart<D> {
  const amount = Math.floor(quantity);
  if (!(amount >= 1)) return { parts: cart.parts.filter((line) => line.key !== key) };
  return {
    parts: cart.parts.map((line) => (line.key === key ? { ...line, quantity: amount } : line)),
  };
}
