import { ThemeRoot } from "@wire/design-system";
import { deriveServiceStatuses, PORTAL_AREAS, portalAreas } from "@wire/domain";
import type { ReactNode } from "react";
import { requireSession } from "../../../../auth/requireSession";
import { sessionUser } from "../../../../auth/session";
import { AppLinkProvider } from "../../../../components/AppLinkProvider";
import { ClientMessages } from "../../../../components/ClientMessages";
import { PortalHeader } from "../../../../components/PortalHeader";
import { PortalSessionGuard } from "../../../../components/PortalSessionGuard";
import { appConfig } from "../../../../config";
import { languageOf } from "../../../../i18n/languageOf";
import { loadMessages } from "../../../../i18n/messages";
import { serverTranslator } from "../../../../i18n/serverTranslator";
import { portalHref } from "../../../../portal/applications";

/**
 * The portal: only for a signed-in user, checked on the server before
 * anything renders. Every portal page has the header with the user menu
 * (name, initials, portal links, logout) and the parts-cart badge.
 */
export default async function PortalLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  const language = languageOf(locale) ?? "en";
  const session = await requireSession(locale, `/${locale}/portal`);
  const user = sessionUser(session);
  const t = serverTranslator(language);
  const areas = portalAreas(deriveServiceStatuses(user.roles, appConfig().ROLE_PREFIX));
  const userMenu = [
    {
      id: "portal",
      title: t("header.userMenu.portal"),
      href: portalHref(locale, PORTAL_AREAS.dashboard),
    },
    {
      id: "account",
      title: t("header.userMenu.account"),
      href: portalHref(locale, PORTAL_AREAS.account),
    },
    ...(areas.includes("userAdmin")
      ? [
          {
            id: "userAdmin",
            title: t("header.userMenu.userAdmin"),
            href: portalHref(locale, PORTAL_AREAS.userAdmin),
          },
        ]
      : []),
    { id: "logout", title: t("header.userMenu.logout"), href: portalHref(locale, "logout") },
  ];
  return (
    <ThemeRoot>
      <PortalSessionGuard />
      <ClientMessages locale={language} messages={{ header: loadMessages(language).header }}>
        <PortalHeader
          homeHref={`/${locale}`}
          companyName={appConfig().COMPANY_NAME}
          user={{ fullName: user.fullName, initials: user.initials }}
          userMenu={userMenu}
          {...(areas.includes("cart") ? { cartHref: portalHref(locale, PORTAL_AREAS.cart) } : {})}
        />
      </ClientMessages>
      <AppLinkProvider>{children}</AppLinkProvider>
    </ThemeRoot>
  );
}
