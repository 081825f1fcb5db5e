import type { ReactNode } from "react";
import { cx } from "../../private/cx";
import { Icon } from "../Icon/Icon";
import * as styles from "./LineReport.css";

/** One line of a quick order that could not be added. */
export interface LineReportItem {
  /** The line's number in what was pasted or uploaded, from 1; the report lists lines in this order. */
  line: number;
  /** The problem as a sentence, translated, e.g. "Line 3: unknown article number ABC-123". */
  message: ReactNode;
}

export interface LineReportProps {
  /** Heads the problems, e.g. "2 lines could not be added:". */
  title: ReactNode;
  items: readonly LineReportItem[];
  /** What did work, e.g. "3 parts were added to the cart." */
  summary?: ReactNode;
  className?: string;
}

/**
 * The result of a quick order (paste or CSV upload): what was added and each
 * line that was not, with its number and why. It is a polite live region
 * (`role="status"`) that is always in the page, empty until there is a
 * result, so screen readers announce each new report without moving focus:
 * keep it mounted rather than rendering it only once there are problems. With problems the
 * whole report is a caution (the summary plain, no success tick); without, a success.
 */
export function LineReport({ title, items, summary, className }: LineReportProps) {
  const sorted = [...items].sort((a, b) => a.line - b.line);
  const hasProblems = sorted.length > 0;
  return (
    <div role="status" className={cx(styles.region, className)}>
      {summary || hasProblems ? (
        <div className={cx(styles.panel, hasProblems ? styles.caution : styles.positive)}>
          {summary ? (
            // The tick and the positive colour only when everything went in: a report with
            // problems is a caution as a whole, whatever part of it was added.
            <p className={hasProblems ? styles.summaryPlain : styles.summary}>
              {hasProblems ? null : <Icon name="positive" />}
              {summary}
            </p>
          ) : null}
          {hasProblems ? (
            <>
              <p className={styles.title}>
                <Icon name="warning" />
                {title}
              </p>
              <ul className={styles.list}>
                {sorted.map((item, index) => (
                  <li key={`${item.line}-${index}`} data-line={item.line}>
                    {item.message}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
