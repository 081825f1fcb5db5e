import { type IconName, PortalShell } from "@wire/design-system";
import { deriveServiceStatuses, PORTAL_AREAS, type PortalArea, portalAreas } from "@wire/domain";
import type { ReactNode } from "react";
import { requireSession } from "../auth/requireSession";
import { sessionUser } from "../auth/session";
import { appConfig } from "../config";
import { languageOf } from "../i18n/languageOf";
import { serverTranslator } from "../i18n/serverTranslator";
import { portalHref } from "./applications";

/** Each area's navigation title (a translation key) and icon. */
export const AREA_NAVIGATION: Record<PortalArea, { key: string; icon: IconName }> = {
  dashboard: { key: "dashboard.title", icon: "home" },
  tickets: { key: "tickets.title", icon: "mail" },
  inventory: { key: "inventory.title", icon: "filter" },
  userAdmin: { key: "userAdmin.title", icon: "user" },
  wireFlow: { key: "wireFlow.title", icon: "download" },
  productInformation: { key: "productInformation.title", icon: "info" },
  cart: { key: "partsCart.title", icon: "cart" },
  requests: { key: "requests.title", icon: "file" },
  account: { key: "account.title", icon: "user" },
};

/**
 * A portal page inside the portal shell: navigation to every area the
 * user's roles open (spec section 6), this area marked current, and the
 * page's title as its heading.
 */
export async function PortalFrame({
  locale,
  area,
  title,
  children,
}: {
  locale: string;
  area: PortalArea;
  title: string;
  children: ReactNode;
}) {
  const session = await requireSession(locale, `/${locale}/portal`);
  const user = sessionUser(session);
  const t = serverTranslator(languageOf(locale) ?? "en");
  const areas = portalAreas(deriveServiceStatuses(user.roles, appConfig().ROLE_PREFIX));
  return (
    <PortalShell
      navigationLabel={t("header.userMenu.portal")}
      navigation={areas.map((id) => ({
        id,
        title: t(AREA_NAVIGATION[id].key as never),
        href: portalHref(locale, PORTAL_AREAS[id]),
        icon: AREA_NAVIGATION[id].icon,
      }))}
      currentId={area}
      title={title}
    >
      {children}
    </PortalShell>
  );
}
