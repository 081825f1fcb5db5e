import { BrowserSanitizedHtml } from "../../private/BrowserSanitizedHtml";
import { cx } from "../../private/cx";
import * as styles from "./RichText.css";

export interface RichTextProps {
  /** HTML from the CMS. It is sanitised with the rich-text allow-list before it is rendered. */
  html: string;
  /**
   * Sanitises `html` where the component renders: in a React Server Component,
   * pass `sanitizeHtml` from `@wire/design-system/sanitizeHtml` with its
   * `richText` allow-list, and the markup is in the server's HTML with no
   * sanitiser shipped to the browser. Without it, the browser loads the same
   * sanitiser after mount and shows the text without markup until then.
   */
  sanitize?: (html: string) => string;
  className?: string;
}

/** Editor-written HTML with the theme's typography; scripts and event handlers are removed. */
export function RichText({ html, sanitize, className }: RichTextProps) {
  const classes = cx(styles.root, className);
  if (!sanitize) return <BrowserSanitizedHtml html={html} use="richText" className={classes} />;
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the caller's `sanitize` (the app passes sanitizeHtml's richText allow-list)
    <div className={classes} dangerouslySetInnerHTML={{ __html: sanitize(html) }} />
  );
}
