/** Languages the UI has translations for (spec §9). */
export const UI_LANGUAGES = [
  "en",
  "cs",
  "de",
  "es",
  "fr",
  "hu",
  "ja",
  "pt",
  "ro",
  "sk",
  "zh",
] as const;

/** A language the UI is translated into. */
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/**
 * The display locale used to format numbers for a language: German uses `de-CH` (spec §9),
 * every other language formats with its own code.
 *
 * @example
 * numberLocale("de"); // => "de-CH"
 * numberLocale("fr"); // => "fr"
 */
export function numberLocale(lang: string): string {
  return lang === "de" ? "de-CH" : lang;
}
