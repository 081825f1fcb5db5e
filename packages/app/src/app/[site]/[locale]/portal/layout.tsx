import { BrandLogo, ThemeRoot } from "@wire/design-system";
import { deriveServiceStatuses, PORTAL_AREAS, portalAreas, UI_LANGUAGES } from "@wire/domain";
import type { ReactNode } from "react";
import { currentSession, sessionUser } from "../../../../auth/session";
import { AppLinkProvider } from "../../../../components/AppLinkProvider";
import { PortalHeader } from "../../../../components/PortalHeader";
import { PortalSessionGuard } from "../../../../components/PortalSessionGuard";
import { appConfig } from "../../../../config";
import { sisClient } from "../../../../data/sis";
import { logger } from "../../../../http/logger";
import { displayNames } from "../../../../i18n/intlFormats";
import { languageOf } from "../../../../i18n/languageOf";
import { loadMessages } from "../../../../i18n/messages";
import { serverTranslator } from "../../../../i18n/serverTranslator";
import { portalHref } from "../../../../portal/applications";
import { markAllNotificationsRead } from "../../../../portal/notificationActions";
import { cartMirror } from "../../../../portal/partPresentation";
import { bellContent, portalUserMenu } from "../../../../portal/portalHeaderParts";

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
  // Without a session, each portal page sends the visitor to sign in itself (`portalContext`),
  // with its own address and query to come back to: a layout does not know the page's path, and
  // its redirect would win and bring a user whose session ended back to the dashboard instead.
  const session = await currentSession();
  if (!session) return children;
  const user = sessionUser(session);
  const t = serverTranslator(language);
  const areas = portalAreas(deriveServiceStatuses(user.roles, appConfig().ROLE_PREFIX));
  const userMenu = portalUserMenu(t, locale, areas);
  const sis = sisClient(session);
  const [notifications, serverCart] = await Promise.all([
    areas.includes("tickets")
      ? sis.notifications(15).catch((error: Error) => {
          // The header still renders without its bell's contents when the SIS is down.
          logger.error(`[portal] notifications unavailable: ${error.message}`);
          return null;
        })
      : null,
    areas.includes("cart")
      ? sis.cart().catch((error: Error) => {
          // The badge then keeps this browser's mirror.
          logger.error(`[portal] parts cart unavailable: ${error.message}`);
          return null;
        })
      : null,
  ]);
  return (
    <ThemeRoot>
      <PortalSessionGuard />
      <PortalHeader
        logo={<BrandLogo href={`/${locale}`} name={appConfig().COMPANY_NAME} />}
        user={{ fullName: user.fullName, initials: user.initials, email: user.email }}
        userMenu={userMenu}
        labels={{
          navigation: t("header.mainNavigation"),
          openMenu: t("header.openMenu"),
          closeMenu: t("header.closeMenu"),
          search: t("header.userMenu.portal"),
          cart: t("header.cart.label"),
          // Starts with the initials the button shows (WCAG 2.5.3, label in name).
          userMenu: `${user.initials}, ${user.fullName}: ${t("header.userMenu.label")}`,
          language: t("header.localeSwitcher.openLabel", { locale: language.toUpperCase() }),
        }}
        {...(areas.includes("cart")
          ? {
              cart: {
                href: portalHref(locale, PORTAL_AREAS.cart),
                locale: language,
                badgeMessage: loadMessages(language).header.cart.badge,
                emptyLabel: t("header.cart.badge", { count: 0 }),
                server: serverCart && cartMirror(serverCart),
              },
            }
          : {})}
        languages={{
          current: language.toUpperCase(),
          items: UI_LANGUAGES.map((code) => ({
            id: code,
            title: displayNames(code, "language").of(code) ?? code,
            href: `/${code}/portal`,
            lang: code,
          })),
        }}
        {...(notifications
          ? {
              notifications: {
                ...bellContent(t, locale, language, notifications),
                markAllRead: markAllNotificationsRead,
              },
            }
          : {})}
      />
      <AppLinkProvider>{children}</AppLinkProvider>
    </ThemeRoot>
  );
}
