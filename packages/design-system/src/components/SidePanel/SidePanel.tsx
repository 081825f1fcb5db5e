"use client";

import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { cx } from "../../private/cx";
import { PopoverHost } from "../../private/PopoverHost";
import { useReturnFocus } from "../../private/useReturnFocus";
import { IconButton } from "../IconButton/IconButton";
import { useThemeClass } from "../ThemeRoot/ThemeContext";
import * as styles from "./SidePanel.css";

export interface SidePanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the close button. */
  closeLabel: string;
  children?: ReactNode;
  /** Sticky actions at the bottom, e.g. "Compare now". */
  footer?: ReactNode;
  /** @default "right" */
  side?: keyof typeof styles.side;
  container?: HTMLElement | null;
}

/**
 * A drawer from the side of the screen (Radix Dialog), full width on phones:
 * the news feed, the compare basket, the "Talk to an Expert" contact panel.
 */
export function SidePanel({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  footer,
  side = "right",
  container,
}: SidePanelProps) {
  const themeClass = useThemeClass();
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className={cx(themeClass, styles.overlay)} />
        <Dialog.Content
          className={cx(themeClass, styles.content, styles.side[side])}
          onCloseAutoFocus={returnFocus}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <PopoverHost>
            <div className={styles.header}>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              <IconButton icon="close" label={closeLabel} onPress={() => onOpenChange(false)} />
            </div>
            {description ? (
              <Dialog.Description className={styles.description}>{description}</Dialog.Description>
            ) : null}
            <div className={styles.body}>{children}</div>
            {footer ? <div className={styles.footer}>{footer}</div> : null}
          </PopoverHost>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
