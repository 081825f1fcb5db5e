import type { SVGAttributes } from "react";
import { cx } from "../../private/cx";
import * as styles from "./Icon.css";
import { type IconName, iconPaths } from "./iconPaths";

/** Icon sizes in pixels. */
export type IconSize = 16 | 24;

export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, "children"> {
  name: IconName;
  /** Icons come in 16 and 24 px (spec §9, `ICON_SIZES` in @wire/domain). @default 24 */
  size?: IconSize;
  /**
   * Accessible name. With a label the icon is an image (`role="img"`);
   * without one it is decorative and hidden from assistive technology.
   */
  label?: string;
}

/** An outline icon in the current text colour. */
export function Icon({ name, size = 24, label, className, ...props }: IconProps) {
  return (
    <svg
      {...props}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={size === 16 ? 2.25 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={cx(styles.root, className)}
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
