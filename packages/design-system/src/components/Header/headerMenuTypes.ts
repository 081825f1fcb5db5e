import type { ReactNode } from "react";

/* The menu's props, apart from HeaderMenu: its popover (loaded on first use) takes them too. */

export interface HeaderMenuLink {
  id: string;
  title: string;
  href: string;
  /** BCP 47 language of the target, for language switchers. */
  lang?: string;
  /**
   * `"post"` makes the item a button submitting a form to `href` (logout): a state-changing
   * target must not be reachable by a plain link, which another site could place too.
   * @default "get" (a link)
   */
  method?: "get" | "post";
}

export interface HeaderMenuSummary {
  title: string;
  lines?: readonly string[];
}

export interface HeaderMenuProps {
  /** What the trigger shows (an icon, the current language…). */
  trigger: ReactNode;
  /** Accessible name of the trigger, e.g. "User menu" or "Language: English". */
  label: string;
  items: readonly HeaderMenuLink[];
  /**
   * Who the menu belongs to, above its links (the user menu): a name in bold and further lines,
   * e.g. the e-mail and the organisation.
   */
  summary?: HeaderMenuSummary;
  /** Class names of the menu's wrapper (trigger and list). */
  className?: string;
}
