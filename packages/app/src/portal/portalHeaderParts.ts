import type { NotificationItem } from "@wire/design-system";
import { PORTAL_AREAS, type PortalArea } from "@wire/domain";
import type { PartsRequestStatus, SisClient, TicketStatus } from "@wire/graphql";
import { LOGOUT_PATH } from "../auth/logoutPath";
import { enumKey } from "../i18n/enumKey";
import type { Translator } from "../i18n/serverTranslator";
import { portalHref } from "./applications";
import { formatDateTime } from "./formatPortal";

/** One entry of the user menu: a link, or the logout form's POST. */
export interface UserMenuEntry {
  id: string;
  title: string;
  href: string;
  method?: "get" | "post";
}

/** The notifications the SIS gives the bell. */
type Notification = Awaited<ReturnType<SisClient["notifications"]>>["items"][number];

/**
 * The user menu of the portal's header and of the public header for a signed-in user: the
 * portal, account settings, user administration where the roles give it, and logout.
 *
 * @example portalUserMenu(t, "en", ["tickets"]) // portal, account, logout
 */
export function portalUserMenu(
  t: Translator,
  locale: string,
  areas: readonly PortalArea[],
): UserMenuEntry[] {
  return [
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
    // A form's POST, checked for this site's origin: a link elsewhere cannot sign anyone out.
    {
      id: "logout",
      title: t("header.userMenu.logout"),
      href: `${LOGOUT_PATH}?locale=${encodeURIComponent(locale)}`,
      method: "post" as const,
    },
  ];
}

/** The bell's line for a notification: a ticket's reply or status, or a quote or order request's status. */
function notificationTitle(t: Translator, n: Notification): string {
  if (n.kind === "REQUEST_STATUS") {
    return t("notifications.status", {
      id: n.requestReference ?? "",
      status: t(`requests.statuses.${enumKey(n.detail as PartsRequestStatus)}`),
    });
  }
  return n.kind === "REPLY"
    ? t("notifications.reply", { id: n.ticketId ?? "" })
    : t("notifications.status", {
        id: n.ticketId ?? "",
        status: t(`tickets.statuses.${enumKey(n.detail as TicketStatus)}`),
      });
}

/** What the notification bell shows, translated: its texts, the unread count and the items. */
export interface BellContent {
  unread: number;
  items: NotificationItem[];
  texts: { label: string; title: string; empty: string; unread: string; markAllRead: string };
}

/** The bell's content from the SIS's notifications, in the UI language. */
export function bellContent(
  t: Translator,
  locale: string,
  language: string,
  notifications: { unread: number; items: readonly Notification[] },
): BellContent {
  return {
    unread: notifications.unread,
    texts: {
      label: t("notifications.label", { count: notifications.unread }),
      title: t("notifications.title"),
      empty: t("notifications.empty"),
      unread: t("notifications.unread"),
      markAllRead: t("notifications.markAllRead"),
    },
    items: notifications.items.map((n) => ({
      id: n.id,
      title: notificationTitle(t, n),
      text: n.kind === "REPLY" ? n.detail : n.subject,
      time: formatDateTime(n.createdAt, language),
      href: portalHref(locale, `notifications/${n.id}`),
      unread: !n.read,
    })),
  };
}

/**
 * `GET /api/auth/header`'s answer: the signed-in parts of the public site's header, which the
 * cached page loads in the browser (the page's HTML holds no user's data).
 */
export type SignedInHeader =
  | { authenticated: false }
  | {
      authenticated: true;
      user: { fullName: string; initials: string };
      /** The user menu button's name, starting with the initials it shows (label in name). */
      userMenuLabel: string;
      userMenu: UserMenuEntry[];
      /** The parts cart's link; `count` is null when the SIS did not answer. */
      cart: { href: string; label: string; count: number | null; countLabel: string } | null;
      notifications: BellContent | null;
    };
