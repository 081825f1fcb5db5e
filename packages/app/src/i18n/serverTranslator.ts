import { createTranslator } from "use-intl/core";
import { isUiLanguage, loadMessages } from "./messages";

function buildTranslator(language: string) {
  return createTranslator({ locale: language, messages: loadMessages(language), timeZone: "UTC" });
}

export type Translator = ReturnType<typeof buildTranslator>;

/**
 * One translator per UI language for the life of the process. A translator keeps each message it
 * has compiled (ICU parsing is most of what `t()` costs); made anew per render, every page
 * compiled every message it showed again, about a tenth of a portal page's server time.
 * Translators hold only the static messages, so sharing them shares nothing between requests.
 */
const translators = new Map<string, Translator>();

/**
 * A translator for server components: the UI language's messages with the
 * English file behind them (use-intl reports a missing key, the English
 * text is shown).
 */
export function serverTranslator(language: string): Translator {
  if (!isUiLanguage(language)) return buildTranslator(language);
  let translator = translators.get(language);
  if (!translator) {
    translator = buildTranslator(language);
    translators.set(language, translator);
  }
  return translator;
}
