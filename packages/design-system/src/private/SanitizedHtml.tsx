import { type HtmlUse, sanitizeHtml } from "../sanitizeHtml/sanitizeHtml";

/**
 * Outside HTML rendered after `sanitizeHtml` with its use's allow-list, where
 * the component renders (on the server, the markup is in the page's HTML).
 */
export function SanitizedHtml({
  html,
  use,
  className,
}: {
  html: string;
  use: HtmlUse;
  className?: string;
}) {
  const safe = { __html: sanitizeHtml(html, use) };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above with the use's allow-list
  return <div className={className} dangerouslySetInnerHTML={safe} />;
}
