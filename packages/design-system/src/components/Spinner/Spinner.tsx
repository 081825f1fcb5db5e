import type { HTMLAttributes } from "react";
import * as styles from "./Spinner.css";

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, "children"> {
  /** What is loading, read by screen readers. Pass a translated text. */
  label: string;
  /** @default "standard" */
  size?: keyof typeof styles.size;
}

/**
 * An indeterminate progress indicator. It turns once per 1080 ms (spec §9)
 * and stands still when the user prefers reduced motion.
 */
export function Spinner({ label, size = "standard", className, ...props }: SpinnerProps) {
  return (
    <span
      role="progressbar"
      aria-label={label}
      {...props}
      className={[styles.root, styles.size[size], className].filter(Boolean).join(" ")}
    >
      <svg className={styles.svg} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle
          className={styles.track}
          cx="12"
          cy="12"
          r="9.5"
          stroke="currentColor"
          strokeWidth="3"
        />
        <path
          d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
    </span>
  );
}
