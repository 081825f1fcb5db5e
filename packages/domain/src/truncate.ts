/**
 * Shortens text to at most `max` characters (spec §9): longer text is cut, trailing whitespace
 * dropped and `…` appended, the ellipsis counting towards `max`. `max` below 1 gives "".
 *
 * @example
 * truncate("Wire processing machines", 10); // => "Wire proc…"
 */
export function truncate(text: string, max: number): string {
  if (max < 1) return "";
  if (text.length <= max) return text;
  return `${text.slice(0, max - 1).trimEnd()}…`;
}
