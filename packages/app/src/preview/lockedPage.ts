import type { Metadata } from "next";
import { cookies } from "next/headers";
import { currentSession } from "../auth/session";
import { appConfig } from "../config";
import type { Translator } from "../i18n/serverTranslator";
import { hasPreviewAccess, previewCookieName } from "./previewAccess";

/** Whether this visitor holds a valid preview-password cookie. */
export async function previewUnlocked(): Promise<boolean> {
  const config = appConfig();
  return hasPreviewAccess((await cookies()).get(previewCookieName(config))?.value, config);
}

/**
 * Whether a protected page is closed to this visitor: a password page without the preview
 * cookie, a login page without a session. Such a page shows the prompt, never its content.
 */
export async function isPageLocked(page: { protection: string } | null): Promise<boolean> {
  if (!page || page.protection === "NONE") return false;
  if (page.protection === "PASSWORD") return !(await previewUnlocked());
  return !(await currentSession());
}

/**
 * The head of a locked page (issue 20): the password prompt's title and the company, kept out
 * of search engines; nothing of the page behind it (title, description, image, languages).
 *
 * @example lockedPageMetadata(t, "WIRE Group") // { title: "Protected area | WIRE Group", robots: … }
 */
export function lockedPageMetadata(t: Translator, companyName: string): Metadata {
  return {
    title: `${t("passwordGate.title")} | ${companyName}`,
    robots: { index: false, follow: false },
  };
}
