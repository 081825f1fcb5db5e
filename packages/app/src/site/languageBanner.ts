import { displayNames } from "../i18n/intlFormats";
import type { Translator } from "../i18n/serverTranslator";

/**
 * The language banner's sentences on a page shown in another language than the one asked for
 * (spec §9): "This page is not available in {language}. You are viewing the {fallbackLanguage}
 * version." and "Switch to {language}". Languages are named in the reader's language; each
 * message also receives the language codes (`languageCode`, `fallbackLanguageCode`), so a
 * translation whose grammar declines the name picks the right case with an ICU select (Czech
 * "Přepnout na angličtinu", "v angličtině"), where the plain name would read "na angličtina".
 */
export function languageBannerTexts(
  /** The translator of the language asked for, which the banner is written in. */
  t: Translator,
  requestedLanguage: string,
  /** The language the page is shown in instead. */
  shownLanguage: string,
): { text: string; switchText: string } {
  const names = displayNames(requestedLanguage, "language");
  const name = (code: string) => names.of(code) ?? code;
  return {
    text: t("languageBanner.fallbackNotice", {
      language: name(requestedLanguage),
      languageCode: requestedLanguage,
      fallbackLanguage: name(shownLanguage),
      fallbackLanguageCode: shownLanguage,
    }),
    switchText: t("languageBanner.switchButton", {
      language: name(shownLanguage),
      languageCode: shownLanguage,
    }),
  };
}
