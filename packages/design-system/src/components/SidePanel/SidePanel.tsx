"use client";

import type { ReactNode } from "react";
import { cx } from "../../private/cx";
import { DialogFrame } from "../../private/DialogFrame";
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
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      closeLabel={closeLabel}
      footer={footer}
      container={container}
      classes={{ ...styles, content: cx(styles.content, styles.side[side]) }}
    >
      {children}
    </DialogFrame>
  );
}
