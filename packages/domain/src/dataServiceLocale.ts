/** The language to data-service locale table of spec §3. */
export const DATA_SERVICE_LOCALES: Readonly<Record<string, string>> = Object.freeze({
  en: "en-US",
  de: "de-CH",
  fr: "fr-FR",
  zh: "zh-CN",
  ja: "ja-JP",
  es: "es-ES",
  pt: "pt-BR",
  cs: "cs-CZ",
  hu: "hu-HU",
  ro: "ro-RO",
  sk: "sk-SK",
});

/** Fallback data-service locale for any language not in the table. */
export const DEFAULT_DATA_SERVICE_LOCALE = "en-US";

/**
 * Maps a language code to the data-service (SIS) locale (spec §3); unknown languages give `en-US`.
 * The lookup ignores case.
 *
 * @example
 * dataServiceLocale("de"); // => "de-CH"
 * dataServiceLocale("it"); // => "en-US"
 */
export function dataServiceLocale(lang: string | null | undefined): string {
  const key = (lang ?? "").toLowerCase();
  return Object.hasOwn(DATA_SERVICE_LOCALES, key)
    ? DATA_SERVICE_LOCALES[key]!
    : DEFAULT_DATA_SERVICE_LOCALE;
}
