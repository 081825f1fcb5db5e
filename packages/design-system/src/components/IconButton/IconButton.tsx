"use client";

import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from "react-aria-components";
import { cx } from "../../private/cx";
import { Icon } from "../Icon/Icon";
import type { IconName } from "../Icon/iconPaths";
import * as styles from "./IconButton.css";

export interface IconButtonProps extends Omit<AriaButtonProps, "children" | "aria-label"> {
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
}

/** A button that shows only an icon, with its name for screen readers. */
export function IconButton({
  icon,
  label,
  variant = "ghost",
  size = "standard",
  badge,
  badgeLabel,
  className,
  ...props
}: IconButtonProps) {
  const showBadge = badge !== undefined && badge > 0;
  return (
    <AriaButton
      {...props}
      aria-label={showBadge ? `${label}, ${badgeLabel ?? badge}` : label}
      className={composeRenderProps(className, (extra) =>
        cx(styles.root, styles.variant[variant], styles.size[size], extra),
      )}
    >
      <Icon name={icon} size={size === "small" ? 16 : 24} />
      {showBadge ? (
        <span className={styles.badge} aria-hidden="true">
          {badge > 99 ? "99+" : badge}
        </span>
      ) : null}
    </AriaButton>
  );
}
