import { FlashMessage, Text } from "@wire/design-system";
import { TRANSLATION_STATES, type TranslationState, UI_LANGUAGES } from "@wire/domain";
import type { Metadata } from "next";
import { EditorPageTable } from "../../../../components/editor/EditorPageTable";
import { PasswordPrompt } from "../../../../components/lazy";
import { passwordPromptLabels } from "../../../../components/passwordPromptLabels";
import { FilterForm } from "../../../../components/portal/FilterForm";
import { type EditorPage, getEditorPages } from "../../../../data/contentManagement";
import { EditorFrame, EditorUnavailable } from "../../../../editor/EditorFrame";
import { editorHref } from "../../../../editor/editorHref";
import {
  pageTypeLabel,
  publicationOf,
  TRANSLATION_TONE,
} from "../../../../editor/editorPresentation";
import { editorAccess } from "../../../../editor/editorSession";
import { logger } from "../../../../http/logger";
import { displayNames } from "../../../../i18n/intlFormats";
import { languageOf } from "../../../../i18n/languageOf";
import { serverTranslator } from "../../../../i18n/serverTranslator";
import { searchTermParam } from "../../../../portal/listParams";

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { title: serverTranslator(languageOf(locale) ?? "en")("editor.title") };
}

const one = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 100) ?? "";

/**
 * The editor area (spec §2, §4): behind the shared editor password, every
 * site's pages with their publication, protection, languages and
 * translation state; search and filters in the URL. A site whose home page
 * is configured wrongly is named as a warning here, never raised (spec §5).
 */
export default async function EditorArea({ params, searchParams }: Props) {
  const { locale } = await params;
  const language = languageOf(locale) ?? "en";
  const t = serverTranslator(language);
  const query = await searchParams;
  const done = one(query.done);
  if (!(await editorAccess())) {
    return (
      <main id="main">
        {done === "loggedOut" ? (
          <FlashMessage
            type="success"
            text={t("editor.loggedOut")}
            hideButtonText={t("flashMessage.hideButtonText")}
          />
        ) : null}
        <PasswordPrompt
          endpoint="/api/editor-area-autentication"
          labels={passwordPromptLabels(t, {
            title: t("editor.gateTitle"),
            text: t("editor.gateText"),
          })}
        />
      </main>
    );
  }

  const state = (TRANSLATION_STATES as readonly string[]).includes(one(query.state))
    ? (one(query.state) as TranslationState)
    : undefined;
  const filters = {
    q: searchTermParam(query.q),
    site: one(query.site) === "all" ? "" : one(query.site),
    language: (UI_LANGUAGES as readonly string[]).includes(one(query.language))
      ? one(query.language)
      : "",
    ...(state ? { state } : {}),
  };
  const loaded = await getEditorPages(filters).catch((error: Error) => {
    logger.error(`[editor] page list unavailable: ${error.message}`);
    return null;
  });
  if (!loaded) {
    return <EditorUnavailable locale={locale} t={t} />;
  }
  const names = displayNames(language, "language");
  const siteName = new Map(loaded.sites.map((site) => [site.id, site.name]));
  const all = { id: "all", label: t("common.all") };
  const rows = loaded.pages.map((page: EditorPage) => ({
    id: page.id,
    href: editorHref(locale, page.id),
    title: page.title,
    path: page.path,
    site: siteName.get(page.siteId) ?? page.siteId,
    type: pageTypeLabel(page.pageType, t),
    publication: publicationOf(page, t),
    protection: t(`editor.protection.${page.protection}`),
    languages: page.languages.map((code) => code.toUpperCase()).join(", "),
    translation: {
      label: t(`editor.states.${page.translationState}`),
      tone: TRANSLATION_TONE[page.translationState],
    },
  }));
  return (
    <EditorFrame
      locale={locale}
      t={t}
      title={t("editor.title")}
      top={loaded.sites
        .filter((site) => site.homePageWarning)
        .map((site) => (
          <FlashMessage
            key={site.id}
            type="info"
            text={t("editor.homePageWarning", { site: site.name, message: site.homePageWarning! })}
            hideButtonText={t("flashMessage.hideButtonText")}
            static
          />
        ))}
    >
      <FilterForm
        label={t("editor.filters")}
        submitLabel={t("editor.apply")}
        resetHref={editorHref(locale)}
        resetLabel={t("editor.reset")}
        fields={[
          { kind: "search", name: "q", label: t("editor.search"), value: filters.q },
          {
            kind: "select",
            name: "site",
            label: t("editor.site"),
            value: filters.site,
            options: [all, ...loaded.sites.map((site) => ({ id: site.id, label: site.name }))],
          },
          {
            kind: "select",
            name: "language",
            label: t("editor.language"),
            value: filters.language,
            options: [
              all,
              ...UI_LANGUAGES.map((code) => ({ id: code, label: names.of(code) ?? code })),
            ],
          },
          {
            kind: "select",
            name: "state",
            label: t("editor.state"),
            value: state ?? "",
            options: [
              all,
              ...TRANSLATION_STATES.map((id) => ({ id, label: t(`editor.states.${id}`) })),
            ],
          },
        ]}
      />
      <Text>{t("editor.count", { count: rows.length })}</Text>
      <EditorPageTable
        groups={[...new Set(rows.map((row) => row.site))].map((site) => {
          const siteRows = rows.filter((row) => row.site === site);
          return { site, count: t("editor.count", { count: siteRows.length }), rows: siteRows };
        })}
        caption={t("editor.pages")}
        emptyText={t("editor.empty")}
        headers={{
          title: t("editor.columns.title"),
          type: t("editor.columns.type"),
          publication: t("editor.columns.publication"),
          protection: t("editor.columns.protection"),
          languages: t("editor.columns.languages"),
          translation: t("editor.columns.translation"),
        }}
      />
    </EditorFrame>
  );
}
