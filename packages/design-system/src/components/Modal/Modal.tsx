"use client";

import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { cx } from "../../private/cx";
import { PopoverHost } from "../../private/PopoverHost";
import { useReturnFocus } from "../../private/useReturnFocus";
import { IconButton } from "../IconButton/IconButton";
import { useThemeClass } from "../ThemeRoot/ThemeContext";
import * as styles from "./Modal.css";

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the close button. */
  closeLabel: string;
  children?: ReactNode;
  /** Buttons at the bottom, e.g. Cancel and Confirm. */
  footer?: ReactNode;
  /** @default "standard" */
  size?: "standard" | "wide";
  /** Where the dialog is portalled. It keeps the nearest ThemeRoot's theme either way. @default document.body */
  container?: HTMLElement | null;
}

/**
 * A dialog over the page (Radix Dialog): traps focus, closes with Escape or
 * the close button, and returns focus to what opened it.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  footer,
  size = "standard",
  container,
}: ModalProps) {
  const themeClass = useThemeClass();
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className={cx(themeClass, styles.overlay)} />
        <Dialog.Content
          className={cx(themeClass, styles.content, size === "wide" && styles.wide)}
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
