"use server";

import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { editorCookieName } from "../auth/editorAccess";
import { appConfig } from "../config";
import {
  ContentManagementError,
  importXliff,
  resetTranslation,
  startTranslation,
} from "../data/contentManagement";
import { formLocale, formText } from "../forms/formText";
import { logger } from "../http/logger";
import { displayNames } from "../i18n/intlFormats";
import { languageOf } from "../i18n/languageOf";
import { serverTranslator } from "../i18n/serverTranslator";
import { PAGE_ID } from "./editorApi";
import { editorHref } from "./editorHref";
import { editorAccess } from "./editorSession";

/** The form's locale and page, and whether the editor cookie is still there (else the gate). */
async function editorForm(form: FormData) {
  const locale = formLocale(form);
  if (!(await editorAccess())) redirect(editorHref(locale));
  const pageId = formText(form, "pageId");
  if (!PAGE_ID.test(pageId)) redirect(editorHref(locale));
  return { locale, pageId };
}

/** Starts a page's translation: every target not yet translated is in progress. */
export async function startTranslationAction(form: FormData): Promise<void> {
  const { locale, pageId } = await editorForm(form);
  await startTranslation(pageId);
  redirect(`${editorHref(locale, pageId)}?done=started`);
}

/** Resets a page's translation: every target back to marked for translation. */
export async function resetTranslationAction(form: FormData): Promise<void> {
  const { locale, pageId } = await editorForm(form);
  await resetTranslation(pageId);
  redirect(`${editorHref(locale, pageId)}?done=reset`);
}

/** Signs the editor out: the cookie is cleared. */
export async function editorLogoutAction(form: FormData): Promise<void> {
  const locale = formLocale(form);
  (await cookies()).delete(editorCookieName(appConfig()));
  redirect(`${editorHref(locale)}?done=loggedOut`);
}

export interface XliffImportState {
  status: "idle" | "imported" | "refused";
  message?: string;
}

/** The largest XLIFF file taken through the form. */
const MAX_BYTES = 2 * 1024 * 1024;

/**
 * Imports a translated XLIFF file for a page: the content service checks it
 * and writes the target's texts as a draft; a refusal is shown with the
 * service's message and line, and nothing changes.
 */
export async function importXliffAction(
  _previous: XliffImportState,
  form: FormData,
): Promise<XliffImportState> {
  const { locale, pageId } = await editorForm(form);
  const t = serverTranslator(languageOf(locale) ?? "en");
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) {
    return { status: "refused", message: t("editor.translation.chooseFile") };
  }
  if (file.size > MAX_BYTES) {
    return {
      status: "refused",
      message: t("editor.translation.importFailed", { message: "The file is larger than 2 MB." }),
    };
  }
  try {
    const translation = await importXliff(pageId, await file.text());
    const imported = translation.targetLanguages
      .filter((target) => target.importedAt)
      .sort((a, b) => (b.importedAt ?? "").localeCompare(a.importedAt ?? ""))[0];
    const names = displayNames(languageOf(locale) ?? "en", "language");
    return {
      status: "imported",
      message: t("editor.translation.imported", {
        language: imported ? (names.of(imported.language) ?? imported.language) : "",
      }),
    };
  } catch (error) {
    if (error instanceof ContentManagementError && error.status < 500) {
      return {
        status: "refused",
        message: error.line
          ? t("editor.translation.importLine", { message: error.message, line: error.line })
          : t("editor.translation.importFailed", { message: error.message }),
      };
    }
    logger.error(`[editor] XLIFF import of ${pageId} failed: ${(error as Error).message}`);
    return { status: "refused", message: t("editor.unavailable") };
  }
}
