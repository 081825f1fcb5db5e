/**
 * A price sent in major units (the GraphQL schema's `price: Float`, e.g. 180.94) as whole cents.
 * The services only send whole cents (`netUnitPriceCents` ÷ 100), so rounding here only undoes
 * binary fractions (180.94 × 100 = 18093.999…); a value with finer fractions is refused.
 *
 * @throws RangeError when the value is not a finite amount of whole cents.
 * @example
 * toCents(180.94); // => 18094
 */
export function toCents(amount: number): number {
  const cents = Math.round(amount * 100);
  if (
    !Number.isSafeInteger(cents) ||
    Math.abs(cents - amount * 100) > 1e-6 * Math.max(1, Math.abs(cents))
  ) {
    throw new RangeError(`A price must be whole cents, not ${amount}.`);
  }
  return cents;
}
