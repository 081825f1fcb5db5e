"use client";

import type { ButtonHTMLAttributes, MouseEvent, Ref } from "react";
import { cx } from "../../private/cx";
import { Icon } from "../Icon/Icon";
import type { IconName } from "../Icon/iconPaths";
import * as styles from "./IconButton.css";

export interface IconButtonProps
  extends Omit<
    ButtonHTMLAttributes<HTMLButtonElement>,
    "children" | "aria-label" | "className" | "type"
  > {
  icon: IconName;
  /** The button's accessible name (an icon alone has none). Pass a translated text. */
  label: string;
  /** @default "ghost" */
  variant?: keyof typeof styles.variant;
  /** @default "standard" */
  size?: keyof typeof styles.size;
  /** A count shown on the icon, e.g. items in the cart; hidden when 0 or absent. */
  badge?: number;
  /** Accessible text for the badge, e.g. "3 items". Defaults to the number. */
  badgeLabel?: string;
  /** Called when the button is activated by pointer, Enter or Space (from its click event). */
  onPress?: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Disables the button (the native `disabled`). */
  isDisabled?: boolean;
  /** @default "button" */
  type?: "button" | "submit" | "reset";
  /** Extra class names, after the button's own. */
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** A button that shows only an icon, with its name for screen readers: a native `<button>`. */
export function IconButton({
  icon,
  label,
  variant = "ghost",
  size = "standard",
  badge,
  badgeLabel,
  onPress,
  onClick,
  isDisabled,
  disabled,
  type = "button",
  className,
  ...props
}: IconButtonProps) {
  const showBadge = badge !== undefined && badge > 0;
  return (
    <button
      {...props}
      type={type}
      disabled={isDisabled || disabled}
      aria-label={showBadge ? `${label}, ${badgeLabel ?? badge}` : label}
      className={cx(styles.root, styles.variant[variant], styles.size[size], className)}
      onClick={(event) => {
        onClick?.(event);
        onPress?.(event);
      }}
    >
      <Icon name={icon} size={size === "small" ? 16 : 24} />
      {showBadge ? (
        <span className={styles.badge} aria-hidden="true">
          {badge > 99 ? "99+" : badge}
        </span>
      ) : null}
    </button>
  );
}
