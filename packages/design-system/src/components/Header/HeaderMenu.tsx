"use client";

import type { ReactNode } from "react";
import { Button, Menu, MenuItem, MenuTrigger, Popover } from "react-aria-components";
import { cx } from "../../private/cx";
import { useThemeClass } from "../ThemeRoot/ThemeContext";
import * as styles from "./Header.css";

export interface HeaderMenuLink {
  id: string;
  title: string;
  href: string;
  /** BCP 47 language of the target, for language switchers. */
  lang?: string;
}

export interface HeaderMenuProps {
  /** What the trigger shows (an icon, the current language…). */
  trigger: ReactNode;
  /** Accessible name of the trigger, e.g. "User menu" or "Language: English". */
  label: string;
  items: readonly HeaderMenuLink[];
  className?: string;
}

/** A header dropdown of links (user menu, language and country switcher), built on react-aria Menu. */
export function HeaderMenu({ trigger, label, items, className }: HeaderMenuProps) {
  const themeClass = useThemeClass();
  return (
    <MenuTrigger>
      <Button aria-label={label} className={cx(styles.navButton, className)}>
        {trigger}
      </Button>
      <Popover placement="bottom end" offset={4} className={cx(themeClass, styles.menuPopover)}>
        <Menu items={items} aria-label={label}>
          {(item) => (
            <MenuItem
              id={item.id}
              href={item.href}
              hrefLang={item.lang}
              lang={item.lang}
              className={styles.menuItem}
            >
              {item.title}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
