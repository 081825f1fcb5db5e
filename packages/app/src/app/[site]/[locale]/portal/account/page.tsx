import { UI_LANGUAGES } from "@wire/domain";
import type { Metadata } from "next";
import { AccountForms } from "../../../../../components/AccountForms";
import { appConfig } from "../../../../../config";
import { accountClient } from "../../../../../data/account";
import { PLAIN } from "../../../../../data/cache";
import { getCountries } from "../../../../../data/content";
import { logger } from "../../../../../http/logger";
import { templateOf } from "../../../../../i18n/fillTemplate";
import { displayNames } from "../../../../../i18n/intlFormats";
import { languageOf } from "../../../../../i18n/languageOf";
import { serverTranslator } from "../../../../../i18n/serverTranslator";
import {
  changePassword,
  resetMultiFactor,
  updateProfile,
} from "../../../../../portal/accountActions";
import { PortalFrame } from "../../../../../portal/PortalFrame";
import { ServiceUnavailable } from "../../../../../portal/PortalStates";
import { portalContext } from "../../../../../portal/portalContext";

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = serverTranslator(languageOf((await params).locale) ?? "en");
  return { title: `${t("account.title")} | ${appConfig().COMPANY_NAME}`, robots: "noindex" };
}

/** Account settings: profile, password and multi-factor reset, from the identity server's store. */
export default async function AccountPage({ params }: Props) {
  const { locale } = await params;
  const language = languageOf(locale) ?? "en";
  const context = await portalContext(locale, `/${locale}/portal/account`);
  const { session, t } = context;
  const loaded = await Promise.all([
    accountClient(session).getProfile(),
    getCountries(PLAIN, language),
  ]).catch((error: Error) => {
    logger.error(`[account] profile unavailable: ${error.message}`);
    return null;
  });
  if (!loaded) {
    return (
      <PortalFrame locale={locale} area="account" title={t("account.title")}>
        <ServiceUnavailable context={context} />
      </PortalFrame>
    );
  }
  const [profile, countries] = loaded;
  const languageNames = displayNames(language, "language");
  return (
    <PortalFrame locale={locale} area="account" title={t("account.title")}>
      <AccountForms
        profile={profile}
        internal={profile.internal}
        countries={countries.map((c) => ({ id: c.countryCode, label: c.displayName }))}
        languages={UI_LANGUAGES.map((id) => ({ id, label: languageNames.of(id) ?? id }))}
        actions={{ updateProfile, changePassword, resetMultiFactor }}
        texts={{
          profileTitle: t("account.profile.title"),
          profileSaved: t("account.profile.saved"),
          saveProfile: t("account.profile.save"),
          internalNotice: t("account.internalUserNotice"),
          firstName: t("form.firstName"),
          lastName: t("form.lastName"),
          country: t("form.country"),
          language: t("account.profile.language"),
          passwordTitle: t("account.password.title"),
          currentPassword: t("account.password.current"),
          newPassword: t("account.password.new"),
          confirmPassword: t("account.password.confirm"),
          changePassword: t("account.password.submit"),
          passwordSaved: t("account.password.success"),
          mfaTitle: t("account.mfa.title"),
          mfaText: t("account.mfa.text"),
          mfaReset: t("account.mfa.reset"),
          mfaDone: t("account.mfa.success"),
          hide: t("flashMessage.hideButtonText"),
          errorTitle: t("publicForms.errorTitle"),
          "failed.session": t("auth.redirectingToLogin"),
          "failed.unavailable": t("auth.errors.generic"),
          "failed.tooManyAttempts": templateOf(t, "passwordGate.tooManyAttempts", ["seconds"]),
        }}
      />
    </PortalFrame>
  );
}
