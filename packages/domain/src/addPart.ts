import type { PartsCart } from "./partsCartSchema.ts";
import { type KeyGenerator, randomKey } from "./randomKey.ts";

/**
 * Adds a part to the cart (spec §4): a part whose id is already in the cart raises that line's
 * quantity (and refreshes its data); otherwise a new line with a new key is appended. A quantity
 * that is not a positive number leaves the cart as it is; fractions are rounded down.
 *
 * @example
 * addPart(EMPTY_CART, { id: "p1", articleNumber: "A-1" }, 2);
 * // => { parts: [{ key: "…", id: "p1", articleNumber: "A-1", quantity: 2, data: { id: "p1", … } }] }
 */
export function addPart<D extends { readonly id: string; readonly articleNumber: string }>(
  cart: PartsCart<D>,
  part: D,
  quantity = 1,
  createKey: KeyGenerator = randomKey,
): PartsCart<D> {
  const amount = Math.floor(quantity);
  if (!(amount >= 1)) return cart;
  const existing = cart.parts.find((line) => line.id === part.id);
  if (existing) {
    return {
      parts: cart.parts.map((line) =>
        line === existing ? { ...line, quantity: line.quantity + amount, data: part } : line,
      ),
    };
  }
  return {
    parts: [
      ...cart.parts,
      {
        key: createKey(),
        id: part.id,
        articleNumber: part.articleNumber,
        quantity: amount,
        data: part,
      },
    ],
  };
}
