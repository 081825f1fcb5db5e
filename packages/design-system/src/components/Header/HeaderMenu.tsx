"use client";

import { useState } from "react";
import { cx } from "../../private/cx";
import * as styles from "./Header.css";
import type { HeaderMenuProps } from "./headerMenuTypes";

type PopoverModule = typeof import("./HeaderMenuPopover");

let popoverModule: PopoverModule | undefined;
let loadingPopover: Promise<PopoverModule> | undefined;

/** Loads the react-aria popover once for every header menu; a failed load is tried again on the next use. */
function loadPopover(): Promise<PopoverModule> {
  loadingPopover ??= import("./HeaderMenuPopover").then(
    (module) => {
      popoverModule = module;
      return module;
    },
    (error: unknown) => {
      loadingPopover = undefined;
      throw error;
    },
  );
  return loadingPopover;
}

const preload = () => {
  loadPopover().catch(() => {});
};

/**
 * A header dropdown of links (user menu, language and country switcher): a
 * button that opens a react-aria popover dialog with a list of plain links
 * (`HeaderMenuPopover`). The links stay links (role, `href`, `hreflang`), as
 * site navigation should; Tab moves through them, Escape or a press outside
 * closes the popover and focus returns to the button.
 *
 * Public pages render this on first load, whose JavaScript is budgeted
 * (`firstLoad.test.ts`), so until its first press the button is a plain
 * `<button>` without react-aria: hovering or focusing it loads the popover,
 * and the first press swaps in the react-aria button with the popover open.
 */
export function HeaderMenu(props: HeaderMenuProps) {
  const [module, setModule] = useState<PopoverModule>();
  const [pressed, setPressed] = useState(false);

  if (module && pressed) return <module.HeaderMenuPopover {...props} openOnMount />;

  const open = () => {
    if (pressed) return;
    setPressed(true);
    if (popoverModule) setModule(popoverModule);
    else loadPopover().then(setModule, () => setPressed(false));
  };

  return (
    <div className={cx(styles.menuRoot, props.className)}>
      <button
        type="button"
        aria-label={props.label}
        aria-haspopup="dialog"
        aria-expanded={false}
        className={styles.navButton}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={open}
      >
        {props.trigger}
      </button>
    </div>
  );
}
