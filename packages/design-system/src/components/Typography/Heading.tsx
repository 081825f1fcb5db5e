import type { HTMLAttributes } from "react";
import * as styles from "./Typography.css";

export type HeadingLevel = 1 | 2 | 3 | 4;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The document outline level; also sets the size unless `size` is given. */
  level: HeadingLevel;
  /** Looks like another level while keeping the outline level. */
  size?: HeadingLevel;
}

/** A heading (`h1`–`h4`) in the theme's type scale. */
export function Heading({ level, size = level, className, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return <Tag {...props} className={[styles.heading[size], className].filter(Boolean).join(" ")} />;
}
