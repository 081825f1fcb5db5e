import { createTranslator } from "use-intl/core";
import { loadMessages } from "./messages";

/**
 * A translator for server components: the UI language's messages with the
 * English file behind them (use-intl reports a missing key, the English
 * text is shown).
 */
export function serverTranslator(language: string) {
  return createTranslator({ locale: language, messages: loadMessages(language), timeZone: "UTC" });
}

export type Translator = ReturnType<typeof serverTranslator>;
