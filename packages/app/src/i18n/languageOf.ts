import { parseLocale, UI_LANGUAGES } from "@wire/domain";

/** The UI language of a `{locale}` route segment, or null when the segment is not one we offer. */
export function languageOf(localeSegment: string): string | null {
  const parsed = parseLocale(localeSegment);
  return parsed && (UI_LANGUAGES as readonly string[]).includes(parsed.lang) ? parsed.lang : null;
}
