"use client";

import { cx } from "../../private/cx";
import { DialogFrame, type DialogProps } from "../../private/DialogFrame";
import * as styles from "./Modal.css";

export interface ModalProps extends DialogProps {
  /** @default "standard" */
  size?: "standard" | "wide";
}

/**
 * A dialog over the page (Radix Dialog): traps focus, closes with Escape or
 * the close button, and returns focus to what opened it.
 */
export function Modal({ size = "standard", ...dialog }: ModalProps) {
  return (
    <DialogFrame
      {...dialog}
      classes={{ ...styles, content: cx(styles.content, size === "wide" && styles.wide) }}
    />
  );
}
