"use client";

import type { ReactNode } from "react";
import { cx } from "../../private/cx";
import { DialogFrame } from "../../private/DialogFrame";
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
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      closeLabel={closeLabel}
      footer={footer}
      container={container}
      classes={{ ...styles, content: cx(styles.content, size === "wide" && styles.wide) }}
    >
      {children}
    </DialogFrame>
  );
}
