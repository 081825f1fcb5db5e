import { ThemeRoot } from "@wire/design-system";
import type { Metadata } from "next";
import { PasswordPrompt } from "../../../../components/lazy";
import { passwordPromptLabels } from "../../../../components/passwordPromptLabels";
import { languageOf } from "../../../../i18n/languageOf";
import { serverTranslator } from "../../../../i18n/serverTranslator";

export const dynamic = "force-dynamic";

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const t = serverTranslator(languageOf((await params).locale) ?? "en");
  return { title: t("passwordGate.title"), robots: { index: false, follow: false } };
}

/**
 * The preview gate (spec §4): on a preview host with the gate on, the proxy
 * answers every page with this prompt until the preview password's cookie
 * is there; the prompt then renders the asked page again, at its own URL.
 */
export default async function PreviewGate({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const t = serverTranslator(languageOf(locale) ?? "en");
  return (
    <ThemeRoot>
      <main id="main">
        <PasswordPrompt
          endpoint="/api/preview-password"
          labels={passwordPromptLabels(t, {
            title: t("passwordGate.title"),
            text: t("passwordGate.text"),
          })}
        />
      </main>
    </ThemeRoot>
  );
}
