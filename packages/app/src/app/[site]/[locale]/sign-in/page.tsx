import { ThemeRoot } from "@wire/design-system";
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { safeReturnPath } from "../../../../auth/returnPath";
import { currentSession } from "../../../../auth/session";
import { SignInGate } from "../../../../components/SignInGate";
import { appConfig } from "../../../../config";
import { languageOf } from "../../../../i18n/languageOf";
import { serverTranslator } from "../../../../i18n/serverTranslator";
import { portalMetadata } from "../../../../portal/portalMetadata";

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ returnTo?: string }>;
}

/** Titled in the page's language ("Anmelden" on /de), never indexed. */
export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  return portalMetadata((await params).locale, "header.userMenu.login");
}

/** Where protected pages send a visitor without a session; signed-in visitors go straight on. */
export default async function SignInPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const returnTo = safeReturnPath((await searchParams).returnTo, languageOf(locale) ?? "en");
  if (await currentSession()) redirect(returnTo);
  const t = serverTranslator(languageOf(locale) ?? "en");
  return (
    <ThemeRoot>
      <main id="main">
        <SignInGate
          returnTo={returnTo}
          sessionCheckUrl={`${appConfig().OIDC_ISSUER}/session/check`}
          supportHref={`mailto:${appConfig().SUPPORT_EMAIL}`}
          texts={{
            signingIn: t("auth.signingIn"),
            failed: t("auth.fallback.text"),
            retry: t("auth.fallback.retry"),
            contactSupport: t("auth.fallback.contactSupport"),
          }}
        />
      </main>
    </ThemeRoot>
  );
}
