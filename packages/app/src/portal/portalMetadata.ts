import type { Metadata } from "next";
import { appConfig } from "../config";
import { languageOf } from "../i18n/languageOf";
import { serverTranslator } from "../i18n/serverTranslator";

/**
 * A portal page's title ("Service tickets | WIRE"), in the page's language; portal pages, and the
 * sign-in pages that lead to them, are never indexed.
 */
export function portalMetadata(
  locale: string,
  titleKey: string,
  values?: Record<string, string>,
): Metadata {
  const t = serverTranslator(languageOf(locale) ?? "en");
  return {
    title: `${t(titleKey as never, values as never)} | ${appConfig().COMPANY_NAME}`,
    robots: "noindex",
  };
}
