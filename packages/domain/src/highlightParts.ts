function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A run of text, highlighted when it is one of the query's terms. */
export interface HighlightPart {
  readonly text: string;
  readonly highlighted: boolean;
}

/**
 * The text split into runs, each occurrence of each whitespace-separated
 * query term highlighted (spec §7, §9), ignoring case; longer terms win where
 * terms overlap. Plain text in, plain text out: a view renders the runs as
 * elements, so no HTML is built from the text.
 *
 * @example
 * highlightParts("Cut & strip", "strip"); // => [{ text: "Cut & ", highlighted: false }, { text: "strip", highlighted: true }]
 */
export function highlightParts(text: string, query: string): HighlightPart[] {
  const terms = [...new Set(query.split(/\s+/).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  );
  if (terms.length === 0) return text ? [{ text, highlighted: false }] : [];
  const pattern = new RegExp(`(${terms.map(escapeRegExp).join("|")})`, "gi");
  return text
    .split(pattern)
    .map((part, index) => ({ text: part, highlighted: index % 2 === 1 }))
    .filter((part) => part.text !== "");
}
