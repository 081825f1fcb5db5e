/**
 * Strips a brand suffix from a search result title (spec §7): the part after the last ` | `, or
 * else after the last ` - ` / ` – ` separator (spaces required, so "Cut-Strip" is kept). With
 * `brand` given, only a suffix equal to it (case ignored) is stripped. Titles that would become
 * empty are returned trimmed but unchanged.
 *
 * @example
 * stripBrandSuffix("Gamma 263 | Komax"); // => "Gamma 263"
 * stripBrandSuffix("Cut - Strip - Brand", "brand"); // => "Cut - Strip"
 */
export function stripBrandSuffix(title: string, brand?: string): string {
  const trimmed = title.trim();
  const match = /^(.*)\s+\|\s+([^|]+)$/.exec(trimmed) ?? /^(.*)\s+[-–]\s+(.+?)$/.exec(trimmed);
  if (!match) return trimmed;
  const [, head, suffix] = match;
  if (brand !== undefined && suffix!.trim().toLowerCase() !== brand.trim().toLowerCase()) {
    return trimmed;
  }
  return head!.trim() || trimmed;
}
