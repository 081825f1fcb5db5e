"use client";

import { useSanitizedHtml } from "./useSanitizedHtml";

/**
 * Content HTML sanitised in the browser with DOMPurify after mount; until
 * then (and on the server) its text without markup.
 */
export function BrowserSanitizedHtml({ html, className }: { html: string; className: string }) {
  const { html: safe, fallbackText } = useSanitizedHtml(html);
  if (safe === null) {
    return (
      <div className={className}>
        <p>{fallbackText}</p>
      </div>
    );
  }
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify in useSanitizedHtml
    <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}
