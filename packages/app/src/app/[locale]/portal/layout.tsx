import { Link, Text, ThemeRoot } from "@wire/design-system";
import { deriveServiceStatuses, PORTAL_AREAS, type PortalArea, portalAreas } from "@wire/domain";
import type { ReactNode } from "react";
import { requireSession } from "../../../auth/requireSession";
import { sessionUser } from "../../../auth/session";
import { PortalSessionGuard } from "../../../components/PortalSessionGuard";
import { appConfig } from "../../../config";
import { serverTranslator } from "../../../i18n/serverTranslator";
import { portalHref } from "../../../portal/applications";
import { languageOf } from "../../../routing/languageOf";

const AREA_LABEL_KEYS: Record<PortalArea, string> = {
  dashboard: "dashboard.title",
  tickets: "tickets.title",
  inventory: "inventory.title",
  userAdmin: "userAdmin.title",
  wireFlow: "wireFlow.title",
  productInformation: "productInformation.title",
  cart: "partsCart.title",
  account: "account.title",
};

/**
 * The portal shell: only for a signed-in user (checked on the server before
 * anything renders), with navigation to every area the user's roles open
 * and a user menu with name, initials and logout.
 */
export default async function PortalLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  const session = await requireSession(locale);
  const user = sessionUser(session);
  const t = serverTranslator(languageOf(locale) ?? "en");
  const areas = portalAreas(deriveServiceStatuses(user.roles, appConfig().ROLE_PREFIX));
  return (
    <ThemeRoot>
      <PortalSessionGuard />
      <header>
        <nav aria-label={t("header.userMenu.label")}>
          <Text as="span" aria-hidden="true" data-testid="user-initials">
            {user.initials}
          </Text>{" "}
          <Text as="span" data-testid="user-name">
            {user.fullName}
          </Text>{" "}
          <Link href={`hard:${portalHref(locale, "logout")}`}>{t("header.userMenu.logout")}</Link>
        </nav>
        <nav aria-label={t("header.userMenu.portal")}>
          <ul>
            {areas.map((area) => (
              <li key={area}>
                <Link href={portalHref(locale, PORTAL_AREAS[area])}>
                  {t(AREA_LABEL_KEYS[area] as never)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main">{children}</main>
    </ThemeRoot>
  );
}
