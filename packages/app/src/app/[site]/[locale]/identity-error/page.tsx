import { Heading, Link, Text, ThemeRoot } from "@wire/design-system";
import type { Metadata } from "next";
import { INVALID_INVITATION } from "../../../../auth/invitationToken";
import { safeReturnPath } from "../../../../auth/returnPath";
import { appConfig } from "../../../../config";
import { languageOf } from "../../../../i18n/languageOf";
import { serverTranslator } from "../../../../i18n/serverTranslator";
import { portalMetadata } from "../../../../portal/portalMetadata";

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? "";

/** Titled in the page's language, never indexed. */
export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  return portalMetadata((await params).locale, "auth.errorTitle");
}

/** The identity error page: what went wrong at login, with the technical details (spec section 8). */
export default async function IdentityErrorPage({ params, searchParams }: Props) {
  const { locale } = await params;
  const query = await searchParams;
  const error = first(query.error) || "unknown_error";
  const description = first(query.error_description);
  const t = serverTranslator(languageOf(locale) ?? "en");
  const retry = `/api/auth/login?${new URLSearchParams({ returnTo: safeReturnPath(first(query.returnTo), locale.split("-")[0]) })}`;
  return (
    <ThemeRoot>
      <main id="main">
        <Heading level={1}>
          {error === INVALID_INVITATION
            ? t("userAdmin.invitation.invalidTitle")
            : t("auth.errorTitle")}
        </Heading>
        <Text>
          {error === INVALID_INVITATION
            ? t("userAdmin.invitation.invalid")
            : t("auth.errors.generic")}
        </Text>
        <Text>
          <Link href={`hard:${retry}`}>{t("auth.fallback.retry")}</Link>
        </Text>
        <Text>
          <Link href={`hard:mailto:${appConfig().SUPPORT_EMAIL}`}>
            {t("auth.fallback.contactSupport")}
          </Link>
        </Text>
        <section aria-labelledby="technical-details">
          <Heading level={2} id="technical-details">
            {t("auth.details.title")}
          </Heading>
          <dl>
            <dt>{t("auth.details.error")}</dt>
            <dd data-testid="identity-error">{error}</dd>
            <dt>{t("auth.details.description")}</dt>
            <dd data-testid="identity-error-description">{description || "—"}</dd>
          </dl>
        </section>
      </main>
    </ThemeRoot>
  );
}
