"use client";

import { type ReactNode, useEffect, useRef } from "react";
import { cx } from "../../private/cx";
import { Icon } from "../Icon/Icon";
import * as styles from "./ErrorSummary.css";

export interface ErrorSummaryItem {
  /** The id of the invalid control, so the link can move focus there. */
  fieldId: string;
  message: ReactNode;
}

export interface ErrorSummaryProps {
  title: ReactNode;
  errors: readonly ErrorSummaryItem[];
  /** Moves focus to the summary when it appears, so screen readers read it. @default true */
  autoFocus?: boolean;
  className?: string;
}

/** Lists a form's errors after a failed submit, each linking to its field. */
export function ErrorSummary({ title, errors, autoFocus = true, className }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (autoFocus && errors.length > 0) ref.current?.focus();
  }, [autoFocus, errors.length]);

  if (errors.length === 0) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={cx(styles.root, className)}>
      <p className={styles.title}>
        <Icon name="critical" />
        {title}
      </p>
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              className={styles.link}
              href={`#${error.fieldId}`}
              onClick={(event) => {
                const target = document.getElementById(error.fieldId);
                if (target) {
                  event.preventDefault();
                  target.focus();
                  target.scrollIntoView({ block: "center" });
                }
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
