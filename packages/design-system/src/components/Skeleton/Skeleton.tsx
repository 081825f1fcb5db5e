import type { CSSProperties } from "react";
import { cx } from "../../private/cx";
import * as styles from "./Skeleton.css";

export interface SkeletonProps {
  /** @default "text" */
  shape?: keyof typeof styles.shape;
  width?: CSSProperties["width"];
  height?: CSSProperties["height"];
  /** Repeats a text skeleton as several lines. @default 1 */
  lines?: number;
  className?: string;
}

/**
 * A placeholder while content loads. Decorative: pair it with a Spinner or a
 * busy region when screen-reader users need to know something is loading.
 */
export function Skeleton({ shape = "text", width, height, lines = 1, className }: SkeletonProps) {
  if (lines > 1) {
    return (
      <span aria-hidden="true" style={{ display: "block" }} className={className}>
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={cx(styles.root, styles.shape[shape])}
            style={{ width: index === lines - 1 ? "60%" : width }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cx(styles.root, styles.shape[shape], className)}
      style={{ width, height }}
    />
  );
}
