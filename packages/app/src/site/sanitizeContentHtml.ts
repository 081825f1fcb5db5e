import sanitizeHtml from "sanitize-html";

/**
 * What CMS rich text may contain once sanitised: sanitize-html's defaults
 * (text, headings, lists, tables, links with http/https/mailto/tel) plus
 * images and a link's `target`. Scripts, styles, event handlers and
 * `javascript:` URLs are removed, as DOMPurify's HTML profile would in the browser.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img"],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    a: ["href", "name", "target", "rel", "title"],
    img: ["src", "alt", "width", "height", "loading"],
    "*": ["id", "lang"],
  },
  allowedSchemesByTag: { img: ["http", "https"] },
  // A new tab does not get a handle on this page.
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === "_blank"
        ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } }
        : { tagName, attribs },
  },
};

/**
 * Content HTML made safe on the server, for `RichText`'s `sanitize`: the
 * formatted text is in the page's HTML and needs no JavaScript in the browser.
 */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
