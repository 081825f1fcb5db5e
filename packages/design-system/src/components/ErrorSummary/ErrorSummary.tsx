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

/** What a link of the summary may move focus to inside a field's element. */
const FOCUSABLE = "input:not([type=hidden]), select, textarea, button, [tabindex]";

/**
 * The control of `fieldId`: the element itself when it takes focus, else the first control
 * inside it that does (a Select or RadioGroup named by its field's id: its trigger or first
 * radio), skipping hidden ones such as a select's native stand-in.
 */
function focusTarget(fieldId: string): HTMLElement | null {
  const element = document.getElementById(fieldId);
  if (!element || element.matches(FOCUSABLE)) return element;
  const inside = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
    (candidate) =>
      candidate.tabIndex >= 0 && !candidate.closest("[aria-hidden=true], [hidden], [inert]"),
  );
  return inside ?? element;
}

/**
 * Lists a form's errors after a failed submit, each linking to its field: the control with that
 * id, or the first focusable control inside the element with it (a Select's trigger).
 */
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
                const target = focusTarget(error.fieldId);
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
