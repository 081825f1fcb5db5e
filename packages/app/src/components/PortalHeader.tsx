"use client";

import { Header } from "@wire/design-system";
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
}

/**
 * The portal's header: the user menu (name, portal links, logout) and the
 * parts-cart badge. The cart lives in this browser's local storage (spec
 * section 9), so its count is read here, on the client.
 */
export function PortalHeader({
  homeHref,
  companyName,
  user,
  userMenu,
  cartHref,
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
        userMenu: `${t("userMenu.label")}: ${user.fullName} (${user.initials})`,
      }}
      userMenu={userMenu}
      {...(cartHref
        ? { cart: { href: cartHref, count, countLabel: t("cart.badge", { count }) } }
        : {})}
    />
  );
}
