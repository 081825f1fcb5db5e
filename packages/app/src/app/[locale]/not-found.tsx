import { PageNotFound, ThemeRoot } from "@wire/design-system";
import { headers } from "next/headers";
import { serverTranslator } from "../../i18n/serverTranslator";
import { languageOf } from "../../routing/languageOf";
import { ORIGINAL_PATH_HEADER } from "../../routing/requestHeaders";

/**
 * Answers 404 for any path no page matches, naming the path (the non-fatal
 * "Page not found: {path}" of spec section 8), in the language of the path.
 */
export default async function NotFound() {
  const path = (await headers()).get(ORIGINAL_PATH_HEADER) ?? "/";
  const locale = path.split("/")[1] ?? "";
  const language = languageOf(locale) ?? "en";
  const t = serverTranslator(language);
  return (
    <ThemeRoot>
      <main id="main">
        <PageNotFound
          overline={t("breadcrumb.notFound")}
          title={t("notFound.pageNotFound", { path })}
          text={t("notFound.text")}
          homeLinkText={t("errorPage.homeLinkText")}
          homeHref={languageOf(locale) ? `/${locale}` : "/"}
        />
      </main>
    </ThemeRoot>
  );
}
