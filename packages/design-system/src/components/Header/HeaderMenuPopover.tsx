"use client";

import { useLayoutEffect, useRef, useState } from "react";
import { Button, Dialog, DialogTrigger, Popover } from "react-aria-components";
import { cx } from "../../private/cx";
import { InPageLocale } from "../../private/InPageLocale";
import { vars } from "../../themes/vars.css";
import { useThemeClass } from "../ThemeRoot/ThemeContext";
import * as styles from "./Header.css";
import type { HeaderMenuProps } from "./headerMenuTypes";

export interface HeaderMenuPopoverProps extends HeaderMenuProps {
  /** Opens the popover on mount: the plain button's first press asked for it. */
  openOnMount?: boolean;
}

/**
 * The react-aria side of `HeaderMenu`, loaded on first use: a button that
 * opens a popover dialog (`DialogTrigger`, `Popover`, `Dialog`) holding a
 * list of plain links (a `method: "post"` item is a form's submit button). The popover is portalled with the nearest theme.
 */
export function HeaderMenuPopover({
  trigger,
  label,
  items,
  summary,
  className,
  openOnMount = false,
}: HeaderMenuPopoverProps) {
  const themeClass = useThemeClass();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);

  useLayoutEffect(() => {
    if (!openOnMount) return;
    // Focus this button before the popover mounts, so that closing it returns focus here:
    // the plain button that had focus is gone.
    buttonRef.current?.focus({ preventScroll: true });
    setOpen(true);
  }, [openOnMount]);

  return (
    <InPageLocale>
      <div className={cx(styles.menuRoot, className)}>
        <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
          <Button ref={buttonRef} aria-label={label} className={styles.navButton}>
            {trigger}
          </Button>
          <Popover
            placement="bottom end"
            offset={4}
            className={cx(themeClass, styles.menuPopover)}
            // react-aria sets its own z-index inline when it positions the popover.
            style={{ zIndex: vars.zIndex.headerMenu }}
          >
            <Dialog aria-label={label} className={styles.menuDialog}>
              {summary ? (
                <div className={styles.menuSummary}>
                  <p className={styles.menuSummaryTitle}>{summary.title}</p>
                  {summary.lines?.map((line) => (
                    <p key={line} className={styles.menuSummaryLine}>
                      {line}
                    </p>
                  ))}
                </div>
              ) : null}
              <ul className={styles.menuList}>
                {items.map((item) => (
                  <li key={item.id}>
                    {item.method === "post" ? (
                      <form method="post" action={item.href} className={styles.menuForm}>
                        <button type="submit" className={cx(styles.menuItem, styles.menuButton)}>
                          {item.title}
                        </button>
                      </form>
                    ) : (
                      <a
                        href={item.href}
                        hrefLang={item.lang}
                        lang={item.lang}
                        className={styles.menuItem}
                      >
                        {item.title}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </Dialog>
          </Popover>
        </DialogTrigger>
      </div>
    </InPageLocale>
  );
}
