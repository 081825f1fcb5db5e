import { cartItemCount, deriveServiceStatuses, PORTAL_AREAS, portalAreas } from "@wire/domain";
import { NextResponse } from "next/server";
import { currentSession, sessionUser } from "../../../../auth/session";
import { appConfig } from "../../../../config";
import { sisClient } from "../../../../data/sis";
import { logger } from "../../../../http/logger";
import { languageOf } from "../../../../i18n/languageOf";
import { serverTranslator } from "../../../../i18n/serverTranslator";
import { portalHref } from "../../../../portal/applications";
import { cartMirror } from "../../../../portal/partPresentation";
import {
  bellContent,
  portalUserMenu,
  type SignedInHeader,
} from "../../../../portal/portalHeaderParts";

/** This user's answer only: no shared cache may keep it, and none may give it to another cookie. */
const HEADERS = { "cache-control": "private, no-store", vary: "cookie" };

/**
 * `GET /api/auth/header?locale=de`: the signed-in parts of the public site's header (spec §2d,
 * issue 43): the user's name and initials, the user menu, the parts cart's count and the
 * notification bell, in the page's UI language (English for a locale it does not offer). Public
 * pages are cached for everybody, so their HTML holds none of this; the header asks here once it
 * has loaded. Signed out: `{ authenticated: false }`. Never a token.
 */
export async function GET(request: Request) {
  const session = await currentSession();
  if (!session) return NextResponse.json({ authenticated: false }, { headers: HEADERS });
  const locale = new URL(request.url).searchParams.get("locale") ?? "";
  const language = languageOf(locale) ?? "en";
  const t = serverTranslator(language);
  const user = sessionUser(session);
  const areas = portalAreas(deriveServiceStatuses(user.roles, appConfig().ROLE_PREFIX));
  const sis = sisClient(session);
  // As in the portal's header: a service that does not answer leaves its part out, not the header.
  const unavailable = (what: string) => (error: Error) => {
    logger.error(`[header] ${what} unavailable: ${error.message}`);
    return null;
  };
  const [notifications, cart] = await Promise.all([
    areas.includes("tickets") ? sis.notifications(15).catch(unavailable("notifications")) : null,
    areas.includes("cart") ? sis.cart().catch(unavailable("parts cart")) : null,
  ]);
  const count = cart ? cartItemCount(cartMirror(cart)) : null;
  const body: SignedInHeader = {
    authenticated: true,
    user: { fullName: user.fullName, initials: user.initials },
    // Starts with the initials the button shows (WCAG 2.5.3, label in name).
    userMenuLabel: `${user.initials}, ${user.fullName}: ${t("header.userMenu.label")}`,
    userMenu: portalUserMenu(t, language, areas),
    cart: areas.includes("cart")
      ? {
          href: portalHref(language, PORTAL_AREAS.cart),
          label: t("header.cart.label"),
          count,
          countLabel: count === null ? "" : t("header.cart.badge", { count }),
        }
      : null,
    notifications: notifications ? bellContent(t, language, language, notifications) : null,
  };
  return NextResponse.json(body, { headers: HEADERS });
}
