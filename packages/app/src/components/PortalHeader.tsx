"use client";

import { Button, Header, NotificationBell, type NotificationItem } from "@wire/design-system";
import { cartItemCount, parseStoredCart, STORAGE_KEYS } from "@wire/domain";
import { useEffect, useState } from "react";
import { useTranslations } from "use-intl";

export interface PortalHeaderProps {
  homeHref: string;
  companyName: string;
  user: { fullName: string; initials: string };
  /** Portal links and logout, already translated. */
  userMenu: { id: string; title: string; href: string }[];
  cartHref?: string;
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
 * The portal's header: the user menu (initials on the button, name, portal
 * links, logout), the language switcher, the notification bell and the
 * parts-cart badge. The cart lives in this browser's local storage (spec
 * section 9), so its count is read here, on the client.
 */
export function PortalHeader({
  homeHref,
  companyName,
  user,
  userMenu,
  cartHref,
  languages,
  notifications,
}: PortalHeaderProps) {
  const t = useTranslations("header");
  const [count, setCount] = useState(0);
  useEffect(() => {
    const read = () =>
      setCount(
        cartItemCount(
          parseStoredCart(window.localStorage.getItem(STORAGE_KEYS.partsCart), console),
        ),
      );
    read();
    window.addEventListener("storage", read);
    return () => window.removeEventListener("storage", read);
  }, []);
  return (
    <Header
      logo={<a href={homeHref}>{companyName}</a>}
      navigation={[]}
      labels={{
        navigation: t("mainNavigation"),
        openMenu: t("openMenu"),
        closeMenu: t("closeMenu"),
        search: t("userMenu.portal"),
        cart: t("cart.label"),
        // Starts with the initials the button shows (WCAG 2.5.3, label in name).
        userMenu: `${user.initials}, ${user.fullName}: ${t("userMenu.label")}`,
        language: t("localeSwitcher.openLabel", { locale: languages.current }),
      }}
      userMenu={userMenu}
      userInitials={user.initials}
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
      {...(cartHref
        ? { cart: { href: cartHref, count, countLabel: t("cart.badge", { count }) } }
        : {})}
    />
  );
}
