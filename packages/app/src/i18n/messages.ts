/**
 * UI translation messages (ICU MessageFormat, for `use-intl`) of the 11 UI languages.
 *
 * English is the source language: its JSON defines the keys and the `Messages` type, and it is the
 * fallback for any language the UI has no translations for.
 */
import { UI_LANGUAGES, type UiLanguage } from "@wire/domain";
import cs from "./messages/cs.json";
import de from "./messages/de.json";
import en from "./messages/en.json";
import es from "./messages/es.json";
import fr from "./messages/fr.json";
import hu from "./messages/hu.json";
import ja from "./messages/ja.json";
import pt from "./messages/pt.json";
import ro from "./messages/ro.json";
import sk from "./messages/sk.json";
import zh from "./messages/zh.json";

/** The messages of one UI language, shaped like the English source file. */
export type Messages = typeof en;

export { UI_LANGUAGES, type UiLanguage };

export const DEFAULT_UI_LANGUAGE: UiLanguage = "en";

/** All UI messages by language. Each file must have the same shape as the English one. */
export const UI_MESSAGES: Readonly<Record<UiLanguage, Messages>> = {
  en,
  cs,
  de,
  es,
  fr,
  hu,
  ja,
  pt,
  ro,
  sk,
  zh,
};

export function isUiLanguage(lang: string): lang is UiLanguage {
  return (UI_LANGUAGES as readonly string[]).includes(lang);
}

/**
 * Returns the UI messages for a language code. A locale such as `de-ch` or `pt-BR` uses its language
 * part; an unknown or empty language falls back to English.
 */
export function loadMessages(lang: string | null | undefined): Messages {
  const code = (lang ?? "").trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return isUiLanguage(code) ? UI_MESSAGES[code] : UI_MESSAGES[DEFAULT_UI_LANGUAGE];
}
