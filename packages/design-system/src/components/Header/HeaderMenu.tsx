"use client";

import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { cx } from "../../private/cx";
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
  /** Class names of the menu's wrapper (trigger and list). */
  className?: string;
}

/**
 * A header dropdown of links (user menu, language and country switcher) as a
 * disclosure navigation (WAI-ARIA APG): a button that shows and hides a list
 * of plain links. Escape closes it and returns focus to the button; so does a
 * pointer press outside, or focus leaving it (without moving focus).
 */
export function HeaderMenu({ trigger, label, items, className }: HeaderMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    // Focus moving elsewhere on the page (Tab past the last link) closes the
    // list; a press on nothing focusable is left to the pointer listener.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !root.contains(next)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    root.addEventListener("keydown", onKey);
    root.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      root.removeEventListener("keydown", onKey);
      root.removeEventListener("focusout", onFocusOut);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={cx(styles.menuRoot, className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        className={styles.navButton}
        onClick={() => setOpen(!open)}
      >
        {trigger}
      </button>
      {/* Rendered only while open: a closed list is useless without script anyway, and the
          language switcher's 40 links were a quarter of every page's markup to parse and
          hydrate. */}
      {open && (
        <ul id={listId} aria-label={label} className={styles.menuPopover}>
          {items.map((item) => (
            <li key={item.id}>
              <a href={item.href} hrefLang={item.lang} lang={item.lang} className={styles.menuItem}>
                {item.title}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
