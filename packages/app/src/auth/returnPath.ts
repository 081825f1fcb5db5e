import { PORTAL_SEGMENT, parseLocale } from "@wire/domain";

/**
 * A safe place to return to after login: a path on this site only, never
 * another origin (`//host`, `/\host`, absolute URLs); otherwise the portal home.
 */
export function safeReturnPath(value: string | null | undefined, language = "en"): string {
  if (value && /^\/(?![/\\])[^\s]*$/.test(value)) return value;
  return `/${language}/${PORTAL_SEGMENT}`;
}

/** The locale segment a path starts with, or "en" (the callback lives under it). */
export function localeSegmentOf(path: string): string {
  const first = path.split("/")[1] ?? "";
  return parseLocale(first) ? first : "en";
}
