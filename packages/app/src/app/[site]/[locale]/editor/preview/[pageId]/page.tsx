import { FlashMessage, Link, Text } from "@wire/design-system";
import { UI_LANGUAGES } from "@wire/domain";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { contentClient } from "../../../../../../data/content";
import { findEditorPage } from "../../../../../../data/contentManagement";
import { EditorFrame } from "../../../../../../editor/EditorFrame";
import { PAGE_ID } from "../../../../../../editor/editorApi";
import { editorHref, editorPreviewHref, publishedHref } from "../../../../../../editor/editorHref";
import { editorAccess } from "../../../../../../editor/editorSession";
import { logger } from "../../../../../../http/logger";
import { formatFileSize } from "../../../../../../i18n/formatFileSize";
import { displayNames } from "../../../../../../i18n/intlFormats";
import { languageOf } from "../../../../../../i18n/languageOf";
import { serverTranslator } from "../../../../../../i18n/serverTranslator";
import { PageModules } from "../../../../../../site/PageModules";

interface Props {
  params: Promise<{ locale: string; pageId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = serverTranslator(languageOf(locale) ?? "en");
  return { title: `${t("editor.preview.banner")} | ${t("editor.title")}` };
}

/**
 * A page at stage DRAFT for an editor (issue 19): read from the content
 * service with the server-held preview token, per request and never kept,
 * under a visible "Draft" banner, beside a link to the published page. The
 * modules render with the public site's own renderer, so what the editor
 * sees is what visitors will see once it is published.
 */
export default async function DraftPreview({ params, searchParams }: Props) {
  const { locale, pageId } = await params;
  if (!(await editorAccess()) || !PAGE_ID.test(pageId)) redirect(editorHref(locale));
  const uiLanguage = languageOf(locale) ?? "en";
  const t = serverTranslator(uiLanguage);
  const asked = (await searchParams).lang;
  const draftLanguage =
    typeof asked === "string" && (UI_LANGUAGES as readonly string[]).includes(asked) ? asked : "en";
  const [page, entry] = await Promise.all([
    contentClient(draftLanguage, "DRAFT").getPageById(pageId),
    findEditorPage(pageId),
  ]).catch((error: Error) => {
    logger.error(`[editor] draft of ${pageId} unavailable: ${error.message}`);
    return [null, null];
  });
  const names = displayNames(uiLanguage, "language");
  return (
    <EditorFrame
      locale={locale}
      t={t}
      title={page ? `${t("editor.preview.banner")}: ${page.title}` : t("editor.preview.banner")}
      top={
        <FlashMessage
          type="info"
          title={t("editor.preview.banner")}
          text={t("editor.preview.bannerText")}
          hideButtonText={t("flashMessage.hideButtonText")}
          static
        />
      }
    >
      <Text>
        <Link href={editorHref(locale, pageId)}>{t("editor.translation.back")}</Link>
        {entry ? (
          <>
            {" · "}
            <Link href={publishedHref(draftLanguage, entry)}>
              {t("editor.translation.published")}
            </Link>
          </>
        ) : null}
      </Text>
      <nav aria-label={t("editor.preview.language")}>
        <Text>
          {UI_LANGUAGES.map((code, index) => (
            <span key={code}>
              {index > 0 ? " · " : null}
              {code === draftLanguage ? (
                <strong aria-current="page">{names.of(code) ?? code}</strong>
              ) : (
                <Link href={editorPreviewHref(locale, pageId, code)}>{names.of(code) ?? code}</Link>
              )}
            </span>
          ))}
        </Text>
      </nav>
      {page ? (
        <article lang={page.contentLanguage ?? draftLanguage}>
          <PageModules
            modules={page.modules}
            locale={draftLanguage}
            siteSlug={null}
            pageTitle={page.title}
            formatSize={(bytes) => formatFileSize(bytes, draftLanguage)}
            t={serverTranslator(draftLanguage)}
            language={draftLanguage}
            path={editorPreviewHref(locale, pageId, draftLanguage)}
            contactHref={`/${draftLanguage}/contact`}
            query={null}
            filters={{}}
          />
        </article>
      ) : (
        <Text>{t("editor.preview.notFound")}</Text>
      )}
    </EditorFrame>
  );
}
