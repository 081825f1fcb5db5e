"use client";

import { Button, Header, NotificationBell, type NotificationItem } from "@wire/design-system";
import type { PartsCart } from "@wire/domain";
import { type ReactNode, useEffect, useState } from "react";

export interface PortalHeaderProps {
  /** The group's logo, linking to the site (rendered on the server). */
  logo: ReactNode;
  user: { fullName: string; initials: string; email: string };
  /** Portal links and logout, already translated. */
  userMenu: { id: string; title: string; href: string; method?: "get" | "post" }[];
  /** The header's texts, translated on the server. */
  labels: {
    navigation: string;
    openMenu: string;
    closeMenu: string;
    search: string;
    cart: string;
    userMenu: string;
    language: string;
  };
  /**
   * The parts cart: its page, its badge's ICU message, the label of an empty cart and the
   * server's cart (mirrored into local storage on load; null when the SIS did not answer).
   */
  cart?: {
    href: string;
    locale: string;
    badgeMessage: string;
    emptyLabel: string;
    server: PartsCart | null;
  };
  /** The UI languages, each leading to the portal in that language. */
  languages: {
    current: string;
    items: { id: string; title: string; href: string; lang: string }[];
  };
  /** The notification centre, for users whose roles give them tickets. */
  notifications?: {
    unread: number;
    items: NotificationItem[];
    texts: { label: string; title: string; empty: string; unread: string; markAllRead: string };
    markAllRead: () => Promise<void>;
  };
}

/**
 * The portal's header: the user menu (initials on the button; name and e-mail
 * above the portal links and logout), the language switcher, the notification bell and the
 * parts-cart badge. The cart lives on the server and is mirrored in this
 * browser's local storage (spec section 9), where its count is read, on the client.
 */
export function PortalHeader({
  logo,
  user,
  userMenu,
  labels,
  cart,
  languages,
  notifications,
}: PortalHeaderProps) {
  const [badge, setBadge] = useState({ count: 0, label: cart?.emptyLabel ?? "" });
  const locale = cart?.locale;
  const badgeMessage = cart?.badgeMessage;
  const server = cart?.server;
  useEffect(() => {
    if (!locale || !badgeMessage) return;
    let live = true;
    const read = (serverCart?: PartsCart | null) =>
      void import("../portal/cartBadge").then(({ storedCartBadge }) => {
        if (live) setBadge(storedCartBadge(locale, badgeMessage, serverCart));
      });
    read(server);
    const onStorage = () => read();
    window.addEventListener("storage", onStorage);
    return () => {
      live = false;
      window.removeEventListener("storage", onStorage);
    };
  }, [locale, badgeMessage, server]);
  return (
    <Header
      logo={logo}
      navigation={[]}
      labels={labels}
      userMenu={userMenu}
      userInitials={user.initials}
      // Who is signed in, above the menu's links (the e-mail once, when it is not the name too).
      userSummary={{
        title: user.fullName,
        lines: user.email && user.email !== user.fullName ? [user.email] : [],
      }}
      languages={languages}
      {...(notifications
        ? {
            actions: (
              <NotificationBell
                label={notifications.texts.label}
                count={notifications.unread}
                title={notifications.texts.title}
                emptyText={notifications.texts.empty}
                unreadLabel={notifications.texts.unread}
                items={notifications.items}
                {...(notifications.unread > 0
                  ? {
                      footer: (
                        <form action={notifications.markAllRead}>
                          <Button type="submit" variant="secondary" size="small">
                            {notifications.texts.markAllRead}
                          </Button>
                        </form>
                      ),
                    }
                  : {})}
              />
            ),
          }
        : {})}
      {...(cart ? { cart: { href: cart.href, count: badge.count, countLabel: badge.label } } : {})}
    />
  );
}
