"use client";

import { Header, type HeaderProps, NotificationBell } from "@wire/design-system";
import dynamic from "next/dynamic";
import { useState } from "react";
import { useSignedInHeader } from "../useSignedInHeader";
import type { SiteSearchConfig } from "./SiteSearchField";

// The search sheet (react-aria's ComboBox, suggestions) loads the first time it opens.
const SiteSearchField = dynamic(() => import("./SiteSearchField").then((m) => m.SiteSearchField), {
  ssr: false,
});

/**
 * The public site's header: the design system's Header with its search entry wired (spec
 * section 2: search offers suggestions and results), and the header's user parts (spec §2d):
 * signed out, the way into the customer portal (`signIn`, in the cached HTML); signed in, the
 * portal's user menu, notification bell and parts-cart badge, asked for in the browser
 * (`useSignedInHeader`), so the cached page holds no user's data.
 */
export function SearchHeader({
  search,
  signIn,
  ...header
}: Omit<HeaderProps, "onSearch"> & { search: SiteSearchConfig }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const user = useSignedInHeader(search.localeCode);
  const bell = user?.notifications;
  return (
    <>
      <Header
        {...header}
        {...(user
          ? {
              userMenu: user.userMenu,
              userInitials: user.user.initials,
              labels: {
                ...header.labels,
                userMenu: user.userMenuLabel,
                ...(user.cart ? { cart: user.cart.label } : {}),
              },
              ...(user.cart
                ? {
                    cart: {
                      href: user.cart.href,
                      count: user.cart.count ?? 0,
                      countLabel: user.cart.countLabel,
                    },
                  }
                : {}),
              ...(bell
                ? {
                    actions: (
                      <NotificationBell
                        label={bell.texts.label}
                        count={bell.unread}
                        title={bell.texts.title}
                        emptyText={bell.texts.empty}
                        unreadLabel={bell.texts.unread}
                        items={bell.items}
                      />
                    ),
                  }
                : {}),
            }
          : signIn
            ? { signIn }
            : {})}
        onSearch={() => {
          setWanted(true);
          setOpen(true);
        }}
      />
      {wanted ? (
        <SiteSearchField config={search} overlay={{ open, onOpenChange: setOpen }} />
      ) : null}
    </>
  );
}
