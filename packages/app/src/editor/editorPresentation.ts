import type { StatusTone } from "@wire/design-system";
import type { TranslationState } from "@wire/domain";
import type { EditorPage } from "../data/contentManagement";
import { dateTimeFormat } from "../i18n/intlFormats";
import type { Translator } from "../i18n/serverTranslator";

/** The tone of each translation state: done, under way, waiting. */
export const TRANSLATION_TONE: Record<TranslationState, StatusTone> = {
  Translated: "positive",
  InProgress: "caution",
  MarkedForTranslation: "neutral",
};

/** A page's publication in words: never published, published, or changed since. */
export function publicationOf(
  page: Pick<EditorPage, "publication" | "changedSincePublished">,
  t: Translator,
) {
  if (page.publication === "DRAFT") {
    return { label: t("editor.publication.DRAFT"), tone: "caution" as StatusTone };
  }
  return page.changedSincePublished
    ? { label: t("editor.publication.changed"), tone: "info" as StatusTone }
    : { label: t("editor.publication.PUBLISHED"), tone: "positive" as StatusTone };
}

/** A time of the translation job in the reader's language, or a dash. */
export function formatJobTime(value: string | null, language: string, t: Translator) {
  return value
    ? dateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(value))
    : t("editor.translation.never");
}

/**
 * A page type in the editor's words ("Media releases overview"); a type the messages do not
 * know yet (a new one in the content service) shows as the service names it.
 */
export function pageTypeLabel(pageType: string, t: Translator): string {
  const key = `editor.pageTypes.${pageType}`;
  return t.has(key as never) ? t(key as never) : pageType;
}
