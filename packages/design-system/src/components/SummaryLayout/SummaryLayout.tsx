import type { ReactNode } from "react";
import { cx } from "../../private/cx";
import * as styles from "./SummaryLayout.css";

export interface SummaryLayoutProps {
  /** What the summary sums up, e.g. the cart's lines, and what follows them. */
  children: ReactNode;
  /** The summary panel, e.g. a CartSummary with the total and the primary actions; none, e.g. while the cart is empty, leaves one column. */
  summary?: ReactNode;
  className?: string;
}

/**
 * Lines and their summary: side by side when the layout is at least 64rem wide
 * (its own width, a container query), the summary staying in view (sticky)
 * while the lines scroll; narrower, e.g. on a phone, the summary follows the lines. The summary comes after the lines in reading order either way.
 */
export function SummaryLayout({ children, summary, className }: SummaryLayoutProps) {
  return (
    <div className={cx(styles.root, className)}>
      <div className={cx(styles.grid, !summary && styles.single)}>
        <div className={styles.main}>{children}</div>
        {summary ? <div className={styles.summary}>{summary}</div> : null}
      </div>
    </div>
  );
}
