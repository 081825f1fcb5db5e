import { sanitizeHtml } from "@wire/design-system/sanitizeHtml";

/**
 * CMS rich text made safe on the server with the one sanitiser's rich-text
 * allow-list, for `RichText`'s `sanitize`: the formatted text is in the
 * page's HTML and no sanitiser ships to the browser.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, "richText");
}
