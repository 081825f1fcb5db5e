import { escapeHtml } from "./escapeHtml.ts";

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * HTML-escapes the text and wraps each occurrence of each whitespace-separated query term in
 * `<mark>` (spec §7, §9), ignoring case. Matching runs on the raw text (so a term never matches
 * inside an entity); longer terms win where terms overlap.
 *
 * @example
 * highlightTerms("Cut & strip", "cut STRIP"); // => "<mark>Cut</mark> &amp; <mark>strip</mark>"
 */
export function highlightTerms(text: string, query: string): string {
  const terms = [...new Set(query.split(/\s+/).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  );
  if (terms.length === 0) return escapeHtml(text);
  const pattern = new RegExp(`(${terms.map(escapeRegExp).join("|")})`, "gi");
  return text
    .split(pattern)
    .map((part, index) => (index % 2 === 1 ? `<mark>${escapeHtml(part)}</mark>` : escapeHtml(part)))
    .join("");
}
