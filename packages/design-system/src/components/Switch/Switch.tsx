"use client";

import { type ReactNode, useState } from "react";
import { visuallyHidden } from "../../private/a11y.css";
import { cx } from "../../private/cx";
import * as styles from "./Switch.css";

export interface SwitchProps {
  /** The setting the switch turns on or off. */
  children: ReactNode;
  /** On (controlled); leave out to let the switch keep its own state. */
  isSelected?: boolean;
  /** On at first, when not controlled. @default false */
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  /** @default false */
  isDisabled?: boolean;
  /** The form field's name, when the switch is part of a form. */
  name?: string;
  className?: string;
}

/**
 * Turns a setting on or off immediately (no submit needed), e.g. metric / imperial.
 *
 * A native checkbox with `role="switch"` inside its label: the browser gives it the keyboard,
 * focus and form behaviour, so it ships no interaction library to the public pages whose
 * first-load JavaScript is budgeted (issue 14). State is styled through `data-*` attributes,
 * as the react-aria controls are.
 */
export function Switch({
  children,
  isSelected,
  defaultSelected = false,
  onChange,
  isDisabled = false,
  name,
  className,
}: SwitchProps) {
  const [own, setOwn] = useState(defaultSelected);
  const selected = isSelected ?? own;
  return (
    <label
      className={cx(styles.root, className)}
      data-selected={selected || undefined}
      data-disabled={isDisabled || undefined}
    >
      <input
        type="checkbox"
        role="switch"
        aria-checked={selected}
        className={visuallyHidden}
        checked={selected}
        disabled={isDisabled}
        {...(name ? { name } : {})}
        onChange={(event) => {
          setOwn(event.target.checked);
          onChange?.(event.target.checked);
        }}
      />
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span>{children}</span>
    </label>
  );
}
