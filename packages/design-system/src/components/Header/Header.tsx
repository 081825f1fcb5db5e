"use client";

import { Fragment, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { visuallyHidden } from "../../private/a11y.css";
import { cx } from "../../private/cx";
import { useHydrated } from "../../private/useHydrated";
import { Icon } from "../Icon/Icon";
import { IconButton } from "../IconButton/IconButton";
import { Link } from "../Link/Link";
import * as styles from "./Header.css";
import { HeaderMenu } from "./HeaderMenu";
import type { HeaderMenuLink, HeaderMenuSummary } from "./headerMenuTypes";

export interface HeaderLink {
  title: string;
  href: string;
}

/** A teaser card in the mega menu's marketing section. */
export interface HeaderTeaser {
  overline?: string;
  title: string;
  text?: string;
  href: string;
  linkText: string;
  /** An already transformed image URL (the app builds it). */
  imageSrc?: string;
  imageAlt?: string;
}

export interface HeaderNavItem {
  id: string;
  title: string;
  /** A plain link when the item has no mega menu. */
  href?: string;
  /** Link columns of the mega menu. */
  columns?: readonly { title: string; links: readonly HeaderLink[] }[];
  /** The marketing section of the mega menu. */
  teaser?: HeaderTeaser;
}

export interface HeaderProps {
  /** The logo, usually a Link to home with the brand's image. */
  logo: ReactNode;
  navigation: readonly HeaderNavItem[];
  /** Texts, translated by the app. */
  labels: {
    navigation: string;
    /**
     * The menu panel's navigation on narrow screens, e.g. "Menu": a name of its own, so the two
     * navigation landmarks differ (both are in the page; CSS shows one). @default navigation
     */
    menu?: string;
    openMenu: string;
    closeMenu: string;
    search: string;
    cart?: string;
    userMenu?: string;
    language?: string;
  };
  onSearch?: () => void;
  /** Shows the cart link with its item count. */
  cart?: { href: string; count: number; countLabel: string };
  /** Shows the user menu (portal links, logout). */
  userMenu?: readonly HeaderMenuLink[];
  /** The signed-in user's initials, shown on the user menu's button instead of the user icon; `labels.userMenu` must start with them (its visible text), e.g. "CK, Clara Kunde: user menu". */
  userInitials?: string;
  /** Who is signed in, above the user menu's links: name, then e.g. e-mail and organisation. */
  userSummary?: HeaderMenuSummary;
  /** Further tools before the user menu, e.g. the portal's notification bell. */
  actions?: ReactNode;
  /** Shows the language and country switcher; `current` is its visible text, e.g. "EN". */
  languages?: { current: string; items: readonly HeaderMenuLink[] };
  /**
   * For a signed-out visitor: the way into the customer portal, e.g. `{ href: "/en/portal",
   * overline: "Customer portal", label: "Log in" }`. Shown top right on wide screens and first in
   * the menu panel on narrow ones; leave it out when `userMenu` is given.
   */
  signIn?: { href: string; label: string; overline?: string };
}

/**
 * The site header: logo, main navigation with mega menus (disclosure
 * pattern: one open at a time, Escape closes), search entry, language
 * switcher and user menu (`HeaderMenu`: react-aria popovers of links, loaded
 * on first use) and cart, or for a signed-out visitor the customer portal's
 * sign-in entry. Below the desktop breakpoint the navigation moves into a
 * menu panel, which opens with the sign-in entry.
 */
export function Header({
  logo,
  navigation,
  labels,
  onSearch,
  cart,
  userMenu,
  userInitials,
  userSummary,
  actions,
  languages,
  signIn,
}: HeaderProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const baseId = useId();
  const hydrated = useHydrated();
  const mobileId = `${baseId}-mobile`;
  // Until the script has loaded, the menu button is a link that shows the panel (`:target`), so a
  // tap on a slow phone or without script still opens it; the panel then holds the navigation only
  // (the languages' links, on every page, would double the links a crawler follows).
  const panelByLink = !hydrated && navigation.length > 0;
  const open = navigation.find((item) => item.id === openId);
  // A header without navigation (a tool's, such as the editor area's) has no menu panel to open
  // unless the languages move into it on small screens.
  const hasMenuPanel = navigation.length > 0 || !!languages || !!signIn;

  useEffect(() => {
    if (!openId && !mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const trigger = openId ? document.getElementById(`${baseId}-${openId}-button`) : null;
      setOpenId(null);
      setMobileOpen(false);
      trigger?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [openId, mobileOpen, baseId]);

  // Opened through its link before the script had loaded: it stays open.
  useEffect(() => {
    if (window.location.hash === `#${mobileId}`) setMobileOpen(true);
  }, [mobileId]);

  return (
    <header ref={rootRef} className={styles.root}>
      <div className={styles.bar}>
        <div className={styles.logo}>{logo}</div>
        {navigation.length > 0 ? (
          <nav aria-label={labels.navigation} className={styles.nav}>
            <ul className={styles.navList}>
              {navigation.map((item) => {
                const hasMenu = Boolean(item.columns || item.teaser);
                return (
                  <li key={item.id}>
                    {hasMenu && (hydrated || !item.href) ? (
                      <button
                        type="button"
                        id={`${baseId}-${item.id}-button`}
                        className={styles.navButton}
                        aria-expanded={openId === item.id}
                        aria-controls={`${baseId}-${item.id}-panel`}
                        onClick={() => setOpenId(openId === item.id ? null : item.id)}
                      >
                        {item.title}
                        <Icon name={openId === item.id ? "chevronUp" : "chevronDown"} size={16} />
                      </button>
                    ) : item.href ? (
                      // Until the script has loaded, a mega menu's trigger leads to its section.
                      <Link href={item.href} tone="neutral" standalone className={styles.navButton}>
                        {item.title}
                        {hasMenu ? <Icon name="chevronDown" size={16} /> : null}
                      </Link>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            {open ? (
              <div id={`${baseId}-${open.id}-panel`} className={styles.panel}>
                <MegaMenuContent item={open} />
              </div>
            ) : null}
          </nav>
        ) : null}
        <div className={styles.actions}>
          {onSearch ? <IconButton icon="search" label={labels.search} onPress={onSearch} /> : null}
          {languages ? (
            <HeaderMenu
              label={languageMenuLabel(labels.language, languages.current)}
              items={languages.items}
              trigger={
                <>
                  <Icon name="globe" size={16} />
                  {languages.current}
                </>
              }
              className={styles.desktopOnly}
            />
          ) : null}
          {signIn ? (
            // A plain link: the portal signs in through the identity server (a full navigation).
            <a href={signIn.href} className={cx(styles.signIn, styles.desktopOnly)}>
              <Icon name="user" size={24} />
              <SignInText signIn={signIn} className={styles.signInText} />
            </a>
          ) : null}
          {actions}
          {userMenu ? (
            <HeaderMenu
              label={labels.userMenu ?? "User menu"}
              items={userMenu}
              {...(userSummary ? { summary: userSummary } : {})}
              trigger={
                userInitials ? (
                  <span className={styles.initials} aria-hidden="true">
                    {userInitials}
                  </span>
                ) : (
                  <Icon name="user" />
                )
              }
            />
          ) : null}
          {cart ? (
            <Link
              href={cart.href}
              className={styles.iconLink}
              aria-label={cart.count > 0 ? `${labels.cart}, ${cart.countLabel}` : labels.cart}
            >
              <Icon name="cart" />
              {cart.count > 0 ? (
                <span className={styles.badge} aria-hidden="true">
                  {cart.count > 99 ? "99+" : cart.count}
                </span>
              ) : null}
            </Link>
          ) : null}
          {panelByLink ? (
            <a
              href={`#${mobileId}`}
              aria-label={labels.openMenu}
              className={cx(styles.iconLink, styles.mobileOnly)}
            >
              <Icon name="menu" />
            </a>
          ) : hasMenuPanel ? (
            <IconButton
              icon={mobileOpen ? "close" : "menu"}
              label={mobileOpen ? labels.closeMenu : labels.openMenu}
              aria-expanded={mobileOpen}
              aria-controls={mobileId}
              onPress={() => setMobileOpen(!mobileOpen)}
              className={styles.mobileOnly}
            />
          ) : null}
        </div>
      </div>
      {mobileOpen || panelByLink ? (
        <nav
          id={mobileId}
          aria-label={labels.menu ?? labels.navigation}
          className={cx(styles.panel, styles.mobileOnly, !mobileOpen && styles.shownAsTarget)}
        >
          <div className={styles.mobilePanel}>
            {signIn ? (
              <a href={signIn.href} className={styles.mobileSignIn}>
                <Icon name="user" size={24} />
                <SignInText signIn={signIn} className={styles.mobileSignInText} />
                <Icon name="chevronRight" size={16} className={styles.mobileSignInArrow} />
              </a>
            ) : null}
            {navigation.map((item) => (
              <div key={item.id} className={styles.mobileSection}>
                {item.href ? (
                  <Link href={item.href} tone="neutral" standalone className={styles.panelLink}>
                    {item.title}
                  </Link>
                ) : (
                  <p className={styles.columnTitle}>{item.title}</p>
                )}
                {item.columns?.map((column) => (
                  // The column's title names its links for screen readers (visually hidden text,
                  // not an aria-label: a plain list is not meant to carry one).
                  <Fragment key={column.title}>
                    <p className={visuallyHidden}>{column.title}</p>
                    <ul className={styles.linkList}>
                      {column.links.map((link) => (
                        <li key={link.href}>
                          <Link
                            href={link.href}
                            tone="neutral"
                            standalone
                            className={styles.panelLink}
                          >
                            {link.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </Fragment>
                ))}
              </div>
            ))}
            {languages && mobileOpen ? (
              <>
                <p className={visuallyHidden}>{labels.language}</p>
                <ul className={styles.linkList}>
                  {languages.items.map((language) => (
                    <li key={language.id}>
                      <Link
                        href={language.href}
                        lang={language.lang}
                        hrefLang={language.lang}
                        className={styles.panelLink}
                      >
                        {language.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        </nav>
      ) : null}
    </header>
  );
}

/** The sign-in entry's text: what it leads to (small), then what it does. */
function SignInText({
  signIn,
  className,
}: {
  signIn: NonNullable<HeaderProps["signIn"]>;
  className: string;
}) {
  return (
    <span className={className}>
      {signIn.overline ? <span className={styles.signInOverline}>{signIn.overline}</span> : null}
      <span className={styles.signInLabel}>{signIn.label}</span>
    </span>
  );
}

function MegaMenuContent({ item }: { item: HeaderNavItem }) {
  return (
    <div className={styles.panelInner}>
      {item.columns?.map((column) => (
        <div key={column.title}>
          <p className={styles.columnTitle}>{column.title}</p>
          <ul className={styles.linkList}>
            {column.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} tone="neutral" standalone className={styles.panelLink}>
                  {link.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {item.teaser ? (
        <div className={styles.marketing}>
          {item.teaser.imageSrc ? (
            <img
              src={item.teaser.imageSrc}
              alt={item.teaser.imageAlt ?? ""}
              className={styles.teaserImage}
              loading="lazy"
            />
          ) : null}
          {item.teaser.overline ? (
            <p className={styles.columnTitle}>{item.teaser.overline}</p>
          ) : null}
          <p className={styles.teaserTitle}>{item.teaser.title}</p>
          {item.teaser.text ? <p>{item.teaser.text}</p> : null}
          <Link href={item.teaser.href}>{item.teaser.linkText}</Link>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The language switcher's accessible name: the label, then the visible text (label in name),
 * which is not repeated when the label names it already ("…, current selection: EN").
 */
function languageMenuLabel(label: string | undefined, current: string): string {
  if (!label) return current;
  return label.includes(current) ? label : `${label}: ${current}`;
}
