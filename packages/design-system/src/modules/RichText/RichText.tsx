import { cx } from "../../private/cx";
import { SanitizedHtml } from "../../private/SanitizedHtml";
import * as styles from "./RichText.css";

export interface RichTextProps {
  /**
   * HTML from the CMS, sanitised with the rich-text allow-list (`sanitizeHtml`)
   * where the component renders: in a React Server Component the formatted
   * text is in the page's HTML and no sanitiser ships to the browser.
   */
  html: string;
  className?: string;
}

/** Editor-written HTML with the theme's typography; scripts and event handlers are removed. */
export function RichText({ html, className }: RichTextProps) {
  return <SanitizedHtml html={html} use="richText" className={cx(styles.root, className)} />;
}
