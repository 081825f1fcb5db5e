/** What pricing a cart line needs: its unit price in whole cents (null without one), currency and quantity. */
export interface PricedLineInput {
  readonly unitPriceCents: number | null;
  readonly currency: string | null;
  readonly quantity: number;
}

/** A cart line's unit price and line total in whole cents; both null when the line has no price. */
export interface PricedLine {
  readonly unitPriceCents: number | null;
  readonly lineTotalCents: number | null;
  readonly currency: string | null;
}

/** The cart's lines priced, and their total. */
export interface PricedCart {
  readonly lines: readonly PricedLine[];
  /** The sum of the priced lines' totals; null when no line has a price or currencies differ. */
  readonly totalCents: number | null;
  readonly currency: string | null;
}

/**
 * Prices the parts cart in whole cents, the one place lines and total are computed (issue 42):
 * a line's total is its unit price × its quantity, the cart's total the sum of the line totals,
 * so what the lines show always adds up to the total. A line without a price (no price list, or
 * a part that no longer exists) shows none and adds nothing; lines in different currencies have
 * no common total.
 *
 * @throws RangeError when a unit price is not whole cents or a quantity not a whole number ≥ 0.
 * @example
 * priceCartLines([
 *   { unitPriceCents: 18_094, currency: "EUR", quantity: 4 },
 *   { unitPriceCents: 6_816, currency: "EUR", quantity: 1 },
 * ]);
 * // => { lines: [{ unitPriceCents: 18094, lineTotalCents: 72376, currency: "EUR" },
 * //              { unitPriceCents: 6816, lineTotalCents: 6816, currency: "EUR" }],
 * //      totalCents: 79192, currency: "EUR" }
 */
export function priceCartLines(lines: readonly PricedLineInput[]): PricedCart {
  const priced = lines.map((line): PricedLine => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) {
      throw new RangeError(`A quantity must be a whole number ≥ 0, not ${line.quantity}.`);
    }
    if (line.unitPriceCents === null || !line.currency) {
      return { unitPriceCents: null, lineTotalCents: null, currency: null };
    }
    if (!Number.isSafeInteger(line.unitPriceCents)) {
      throw new RangeError(`A unit price must be whole cents, not ${line.unitPriceCents}.`);
    }
    return {
      unitPriceCents: line.unitPriceCents,
      lineTotalCents: line.unitPriceCents * line.quantity,
      currency: line.currency,
    };
  });
  const withPrice = priced.filter((line) => line.lineTotalCents !== null);
  const currency = withPrice[0]?.currency ?? null;
  const common = withPrice.length > 0 && withPrice.every((line) => line.currency === currency);
  return {
    lines: priced,
    totalCents: common
      ? withPrice.reduce((sum, line) => sum + (line.lineTotalCents ?? 0), 0)
      : null,
    currency: common ? currency : null,
  };
}
