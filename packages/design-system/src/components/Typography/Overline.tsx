import type { HTMLAttributes } from "react";
import * as styles from "./Typography.css";

export interface OverlineProps extends HTMLAttributes<HTMLElement> {
  /** @default "p" */
  as?: "p" | "span" | "div";
}

/** A short uppercase label above a heading, e.g. on the error page. */
export function Overline({ as: Tag = "p", className, ...props }: OverlineProps) {
  return <Tag {...props} className={[styles.overline, className].filter(Boolean).join(" ")} />;
}
