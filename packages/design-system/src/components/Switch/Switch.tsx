"use client";

import type { ReactNode } from "react";
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from "react-aria-components";
import { cx } from "../../private/cx";
import * as styles from "./Switch.css";

export interface SwitchProps extends Omit<AriaSwitchProps, "children" | "className"> {
  /** The setting the switch turns on or off. */
  children: ReactNode;
  className?: string;
}

/** Turns a setting on or off immediately (no submit needed), e.g. metric / imperial. */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={cx(styles.root, className)}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span>{children}</span>
    </AriaSwitch>
  );
}
