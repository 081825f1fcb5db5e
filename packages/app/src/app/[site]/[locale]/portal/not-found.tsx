import { EmptyState, Link, PageContent } from "@wire/design-system";
import { PORTAL_AREAS } from "@wire/domain";
import { locale as localeParam } from "next/root-params";
import { appConfig } from "../../../../config";
import { languageOf } from "../../../../i18n/languageOf";
import { serverTranslator } from "../../../../i18n/serverTranslator";
import { portalHref } from "../../../../portal/applications";

/**
 * The portal's 404 (a ticket, machine or download that is not there or not the user's
 * organisation's): under the portal's header, with the way back to the dashboard. Kept bare,
 * without the area navigation of `PortalFrame`: Next renders a route's not-found element into
 * the payload of every page beneath it, so each portal page rendered and sent the whole frame
 * a second time (about a tenth of the dashboard's payload). The public site's not-found page
 * (`(site)/not-found.tsx`) would bring the public chrome's scripts into every portal page's
 * first load.
 */
export default async function PortalNotFound() {
  const locale = (await localeParam()) ?? "en";
  const t = serverTranslator(languageOf(locale) ?? "en");
  return (
    <PageContent id="main" tabIndex={-1}>
      {/* React hoists it into <head>; not-found pages have no metadata export. */}
      <title>{`${t("notFound.title")} | ${appConfig().COMPANY_NAME}`}</title>
      <EmptyState
        icon="warning"
        headingLevel={1}
        title={t("notFound.title")}
        text={t("notFound.text")}
        action={
          <Link href={portalHref(locale, PORTAL_AREAS.dashboard)}>
            {t("portal.noAccess.action")}
          </Link>
        }
      />
    </PageContent>
  );
}
