/**
 * Throughput measured in rounds, for the figures the issues ask of `pnpm bench pages` and
 * `pnpm bench scale`: each round measures every target once, back to back, in an order that
 * alternates from round to round (ABBA generalised), so load from elsewhere on this shared
 * machine drifts into all alike. A ratio is taken within each round (the page beside its
 * reference, measured seconds apart) and reported as the median of the rounds, with the rounds'
 * spread beside it: the team's rule is a median of at least five runs, never the best.
 */

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle)
    ? (sorted[middle - 1]! + sorted[middle]!) / 2
    : sorted[Math.floor(middle)]!;
}

/** The order of the targets in round `round`: as given in even rounds, reversed in odd ones. */
export function roundOrder<T>(targets: readonly T[], round: number): T[] {
  return round % 2 === 0 ? [...targets] : [...targets].reverse();
}

/**
 * Runs `measure` for every target in each of `rounds` rounds (see `roundOrder`) and returns each
 * target's results in round order.
 */
export async function measureInRounds<T extends string, R>(
  targets: readonly T[],
  rounds: number,
  measure: (target: T, round: number) => Promise<R>,
): Promise<Record<T, R[]>> {
  const results = Object.fromEntries(targets.map((t) => [t, [] as R[]])) as Record<T, R[]>;
  for (let round = 0; round < rounds; round++) {
    for (const target of roundOrder(targets, round)) {
      results[target].push(await measure(target, round));
    }
  }
  return results;
}

/** Round by round, `of / to` (null where `to` is 0). */
export function ratiosByRound(of: readonly number[], to: readonly number[]): (number | null)[] {
  return of.map((value, i) => {
    const base = to[i] ?? 0;
    return base > 0 ? value / base : null;
  });
}

/** The median of the rounds' ratios that could be taken, or null when none could. */
export function medianRatio(ratios: readonly (number | null)[]): number | null {
  const known = ratios.filter((r): r is number => r !== null);
  return known.length === 0 ? null : median(known);
}

/** "381–550": the range of the values, with `digits` decimals. */
export function spread(values: readonly number[], digits: number): string {
  return `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
}

/** "0.24 (0.21–0.27, 5 rounds)": the median of the ratios and their range. */
export function describeRatios(ratios: readonly (number | null)[]): string {
  const known = ratios.filter((r): r is number => r !== null);
  if (known.length === 0) return "n/a";
  return `${median(known).toFixed(2)} (${spread(known, 2)}, ${known.length} rounds)`;
}
