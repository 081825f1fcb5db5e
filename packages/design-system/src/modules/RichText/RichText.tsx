"use client";

import { cx } from "../../private/cx";
import { useSanitizedHtml } from "../../private/useSanitizedHtml";
import * as styles from "./RichText.css";

export interface RichTextProps {
  /** HTML from the CMS. It is sanitised with DOMPurify before it is rendered. */
  html: string;
  className?: string;
}

/** Editor-written HTML with the theme's typography; scripts and event handlers are removed. */
export function RichText({ html, className }: RichTextProps) {
  const { html: safe, fallbackText } = useSanitizedHtml(html);
  if (safe === null) {
    return (
      <div className={cx(styles.root, className)}>
        <p>{fallbackText}</p>
      </div>
    );
  }
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify in useSanitizedHtml
    <div className={cx(styles.root, className)} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}
