"use client";

import { cx } from "../../private/cx";
import { DialogFrame, type DialogProps } from "../../private/DialogFrame";
import * as styles from "./SidePanel.css";

export interface SidePanelProps extends DialogProps {
  /** @default "right" */
  side?: keyof typeof styles.side;
}

/**
 * A drawer from the side of the screen (Radix Dialog), full width on phones:
 * the news feed, the compare basket, the "Talk to an Expert" contact panel.
 */
export function SidePanel({ side = "right", ...dialog }: SidePanelProps) {
  return (
    <DialogFrame
      {...dialog}
      classes={{ ...styles, content: cx(styles.content, styles.side[side]) }}
    />
  );
}
