import { BrowserSanitizedHtml } from "../../private/BrowserSanitizedHtml";
import { cx } from "../../private/cx";
import * as styles from "./RichText.css";

export interface RichTextProps {
  /** HTML from the CMS. It is sanitised before it is rendered. */
  html: string;
  /**
   * Sanitises `html` where the component renders, e.g. with sanitize-html in
   * a React Server Component: the markup is in the server's HTML and no
   * JavaScript ships for it. Without it, the browser sanitises with DOMPurify
   * after mount and shows the text without markup until then.
   */
  sanitize?: (html: string) => string;
  className?: string;
}

/** Editor-written HTML with the theme's typography; scripts and event handlers are removed. */
export function RichText({ html, sanitize, className }: RichTextProps) {
  const classes = cx(styles.root, className);
  if (!sanitize) return <BrowserSanitizedHtml html={html} className={classes} />;
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the caller's `sanitize`
    <div className={classes} dangerouslySetInnerHTML={{ __html: sanitize(html) }} />
  );
}
