"use client";

import type { HtmlUse } from "../sanitizeHtml/sanitizeHtml";
import { useSanitizedHtml } from "./useSanitizedHtml";

/**
 * Outside HTML sanitised in the browser after mount (see `useSanitizedHtml`);
 * until then (and on the server) its text without markup.
 */
export function BrowserSanitizedHtml({
  html,
  use,
  className,
  fallbackClassName,
}: {
  html: string;
  use: HtmlUse;
  className?: string;
  /** The fallback paragraph's class, when it differs from the wrapper's. */
  fallbackClassName?: string;
}) {
  const { html: safe, fallbackText } = useSanitizedHtml(html, use);
  if (safe === null) {
    return fallbackClassName ? (
      <p className={fallbackClassName}>{fallbackText}</p>
    ) : (
      <div className={className}>
        <p>{fallbackText}</p>
      </div>
    );
  }
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeHtml in useSanitizedHtml
    <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}
