import { Link, Text } from "@wire/design-system";
import { PORTAL_AREAS } from "@wire/domain";
import { locale as localeParam } from "next/root-params";
import { appConfig } from "../../../../config";
import { languageOf } from "../../../../i18n/languageOf";
import { serverTranslator } from "../../../../i18n/serverTranslator";
import { portalHref } from "../../../../portal/applications";
import { PortalFrame } from "../../../../portal/PortalFrame";

/**
 * The portal's 404 (a ticket, machine or download that is not there or not the user's
 * organisation's): inside the portal's header and navigation, with the way back to the
 * dashboard. The public site's not-found page (`(site)/not-found.tsx`) would bring the
 * public chrome's scripts into every portal page's first load, as Next ships a not-found
 * boundary's client code with each page beneath it.
 */
export default async function PortalNotFound() {
  const locale = (await localeParam()) ?? "en";
  const t = serverTranslator(languageOf(locale) ?? "en");
  return (
    <PortalFrame locale={locale} area="dashboard" title={t("notFound.title")}>
      {/* React hoists it into <head>; not-found pages have no metadata export. */}
      <title>{`${t("notFound.title")} | ${appConfig().COMPANY_NAME}`}</title>
      <Text>{t("notFound.text")}</Text>
      <Link href={portalHref(locale, PORTAL_AREAS.dashboard)}>{t("portal.noAccess.action")}</Link>
    </PortalFrame>
  );
}
