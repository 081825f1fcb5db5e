import sanitize from "sanitize-html";

/** Where HTML from outside is rendered; each use has its own allow-list. */
export type HtmlUse = "richText" | "flashMessage" | "searchHighlight";

/** Links keep only these schemes everywhere (no `javascript:`, `data:` or `vbscript:`). */
const LINK_SCHEMES = ["http", "https", "mailto", "tel"];

/** A link opening a new tab gets no handle on this page. */
const safeTargets: sanitize.IOptions["transformTags"] = {
  a: (tagName, attribs) =>
    attribs.target === "_blank"
      ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }
      : { tagName, attribs },
};

/**
 * The allow-list of each use (issue 20). Anything not listed is removed with
 * its attributes; the text of removed elements stays, except of `script`,
 * `style`, `textarea`, `noscript` and `option` (sanitize-html's default).
 */
export const HTML_ALLOW_LISTS: Readonly<Record<HtmlUse, sanitize.IOptions>> = {
  /** CMS rich text: text, headings, lists, tables, links and images, as editors format them. */
  richText: {
    allowedTags: [...sanitize.defaults.allowedTags, "img"],
    allowedAttributes: {
      ...sanitize.defaults.allowedAttributes,
      a: ["href", "name", "target", "rel", "title"],
      img: ["src", "alt", "width", "height", "loading"],
      "*": ["id", "lang"],
    },
    allowedSchemes: LINK_SCHEMES,
    allowedSchemesByTag: { img: ["http", "https"] },
    transformTags: safeTargets,
  },
  /** Flash messages: a sentence with emphasis, line breaks and a link. */
  flashMessage: {
    allowedTags: ["a", "b", "strong", "em", "i", "br", "p", "span"],
    allowedAttributes: { a: ["href", "target", "rel"] },
    allowedSchemes: LINK_SCHEMES,
    transformTags: safeTargets,
  },
  /** Search results: the service's `<mark>` around query terms and inline emphasis, no attributes. */
  searchHighlight: {
    allowedTags: ["mark", "b", "strong", "em", "i", "br"],
    allowedAttributes: {},
  },
};

/**
 * HTML from content, messages or the search service reduced to what its use
 * allows; the one sanitiser every rendering of outside HTML goes through.
 *
 * @example sanitizeHtml('<p onclick="x()">Hi<script>x()</script></p>', "richText") // "<p>Hi</p>"
 */
export function sanitizeHtml(html: string, use: HtmlUse): string {
  return sanitize(html, HTML_ALLOW_LISTS[use]);
}
