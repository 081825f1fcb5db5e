/**
 * An organisation's unit price of a part in whole cents (minor units): the list price less the
 * contract's discount, rounded once, half up. Every price the portal shows or sums starts here,
 * so a line is this times its quantity and the cart's total the sum of its lines (issue 42).
 *
 * @throws RangeError when the list price is not a whole number of cents ≥ 0 or the discount is
 *   not a whole percentage from 0 to 100 (the price list stores whole percent).
 * @example
 * netUnitPriceCents(20_561, 12); // => 18_094 (€205.61 less 12 % is €180.9368 → €180.94)
 */
export function netUnitPriceCents(listPriceCents: number, discountPercent: number): number {
  if (!Number.isSafeInteger(listPriceCents) || listPriceCents < 0) {
    throw new RangeError(`A list price must be whole cents ≥ 0, not ${listPriceCents}.`);
  }
  if (!Number.isInteger(discountPercent) || discountPercent < 0 || discountPercent > 100) {
    throw new RangeError(`A discount must be a whole percentage 0–100, not ${discountPercent}.`);
  }
  // Integers throughout: cents × percent is exact, and x.5 is exact in binary, so Math.round
  // rounds half up as a person would.
  return Math.round((listPriceCents * (100 - discountPercent)) / 100);
}
