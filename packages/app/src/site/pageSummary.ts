import { stripHtml, truncate } from "@wire/domain";
import type { PageModule } from "@wire/graphql";

/** About what a search engine shows of a description. */
const SUMMARY_MAX = 160;

/**
 * What a CMS page without a description of its own says first, for its meta and Open Graph
 * description: its hero's text, else its first text module as plain text, cut to `SUMMARY_MAX`
 * characters. Undefined when no module before the others has text.
 */
export function pageSummary(modules: readonly PageModule[]): string | undefined {
  for (const module of modules) {
    const text =
      module.kind === "hero"
        ? (module.text ?? "").replace(/\s+/g, " ").trim()
        : module.kind === "richText" || module.kind === "textWithImage"
          ? stripHtml(module.html)
          : "";
    if (text) return truncate(text, SUMMARY_MAX);
  }
  return undefined;
}
