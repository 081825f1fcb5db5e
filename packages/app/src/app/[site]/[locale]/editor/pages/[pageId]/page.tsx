import { Button, FlashMessage, Heading, Link, StatusBadge, Text } from "@wire/design-system";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { TranslationTargetTable } from "../../../../../../components/editor/TranslationTargetTable";
import { XliffImportForm } from "../../../../../../components/editor/XliffImportForm";
import { findEditorPage, getTranslation } from "../../../../../../data/contentManagement";
import { EditorFrame, EditorUnavailable } from "../../../../../../editor/EditorFrame";
import {
  importXliffAction,
  resetTranslationAction,
  startTranslationAction,
} from "../../../../../../editor/editorActions";
import { PAGE_ID } from "../../../../../../editor/editorApi";
import { editorHref, editorPreviewHref, publishedHref } from "../../../../../../editor/editorHref";
import { formatJobTime, TRANSLATION_TONE } from "../../../../../../editor/editorPresentation";
import { editorAccess } from "../../../../../../editor/editorSession";
import { logger } from "../../../../../../http/logger";
import { displayNames } from "../../../../../../i18n/intlFormats";
import { languageOf } from "../../../../../../i18n/languageOf";
import { serverTranslator } from "../../../../../../i18n/serverTranslator";

interface Props {
  params: Promise<{ locale: string; pageId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: serverTranslator(languageOf(locale) ?? "en")("editor.title") };
}

const DONE = {
  started: "editor.translation.started",
  reset: "editor.translation.wasReset",
} as const;

/**
 * A page's translation (spec §3, §4): its targets with state, exported and
 * imported time; start and reset; the XLIFF file per target for a
 * translator and the import of a translated one; the draft preview per
 * language beside the published page.
 */
export default async function EditorPageTranslation({ params, searchParams }: Props) {
  const { locale, pageId } = await params;
  if (!(await editorAccess()) || !PAGE_ID.test(pageId)) redirect(editorHref(locale));
  const language = languageOf(locale) ?? "en";
  const t = serverTranslator(language);
  const done = (await searchParams).done;
  const loaded = await Promise.all([getTranslation(pageId), findEditorPage(pageId)]).catch(
    (error: Error) => {
      logger.error(`[editor] translation of ${pageId} unavailable: ${error.message}`);
      return null;
    },
  );
  if (!loaded?.[1]) return <EditorUnavailable locale={locale} t={t} />;
  const [translation, entry] = loaded;
  const { page } = entry;
  const names = displayNames(language, "language");
  const nameOf = (code: string) => names.of(code) ?? code;
  const doneKey = typeof done === "string" && done in DONE ? DONE[done as keyof typeof DONE] : null;
  const hidden = (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="pageId" value={pageId} />
    </>
  );
  return (
    <EditorFrame
      locale={locale}
      t={t}
      title={t("editor.translation.title", { page: page.title })}
      top={
        doneKey ? (
          <FlashMessage
            type="success"
            text={t(doneKey)}
            hideButtonText={t("flashMessage.hideButtonText")}
          />
        ) : null
      }
    >
      <Text>
        <Link href={editorHref(locale)}>{t("editor.translation.back")}</Link>
      </Text>
      <Text>
        {t("editor.translation.source", { language: nameOf(translation.sourceLanguage) })}
      </Text>
      <StatusBadge
        label={t(`editor.states.${translation.state}`)}
        tone={TRANSLATION_TONE[translation.state]}
      />
      <Text>
        <Link href={editorPreviewHref(locale, pageId, translation.sourceLanguage)}>
          {t("editor.translation.preview")}
        </Link>
        {" · "}
        <Link href={publishedHref(translation.sourceLanguage, entry)}>
          {t("editor.translation.published")}
        </Link>
      </Text>
      <form action={startTranslationAction}>
        {hidden}
        <Button type="submit">{t("editor.translation.start")}</Button>
      </form>
      <form action={resetTranslationAction}>
        {hidden}
        <Button type="submit" variant="secondary">
          {t("editor.translation.resetTranslation")}
        </Button>
      </form>
      <TranslationTargetTable
        caption={t("editor.translation.targets")}
        emptyText={t("editor.empty")}
        headers={{
          language: t("editor.translation.target"),
          state: t("editor.translation.targetState"),
          exportedAt: t("editor.translation.exportedAt"),
          importedAt: t("editor.translation.importedAt"),
          files: t("editor.translation.file"),
        }}
        rows={translation.targetLanguages.map((target) => ({
          id: target.id,
          language: nameOf(target.language),
          state: {
            label: t(`editor.states.${target.translationState}`),
            tone: TRANSLATION_TONE[target.translationState],
          },
          exportedAt: formatJobTime(target.exportedAt, language, t),
          importedAt: formatJobTime(target.importedAt, language, t),
          download: {
            href: `/api/translation/xliff/${encodeURIComponent(pageId)}?target=${target.language}`,
            label: t("editor.translation.download", { language: nameOf(target.language) }),
          },
          preview: {
            href: editorPreviewHref(locale, pageId, target.language),
            label: t("editor.translation.preview"),
          },
        }))}
      />
      <Heading level={2}>{t("editor.translation.importTitle")}</Heading>
      <XliffImportForm
        action={importXliffAction}
        locale={locale}
        pageId={pageId}
        texts={{
          file: t("editor.translation.file"),
          import: t("editor.translation.import"),
          hide: t("flashMessage.hideButtonText"),
        }}
      />
    </EditorFrame>
  );
}
