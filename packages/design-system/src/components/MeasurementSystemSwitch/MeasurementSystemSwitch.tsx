"use client";

import { useId } from "react";
import { visuallyHidden } from "../../private/a11y.css";
import { cx } from "../../private/cx";
import * as styles from "./MeasurementSystemSwitch.css";

/** Metric or Imperial (spec §3). */
export type MeasurementSystemOption = "Metric" | "Imperial";

export interface MeasurementSystemSwitchProps {
  value: MeasurementSystemOption;
  /** The app stores the choice (the measurement-system cookie) and re-renders. */
  onChange: (system: MeasurementSystemOption) => void;
  /** Texts, translated by the app. */
  labels: {
    /** Name of the group, e.g. "Units". */
    label: string;
    metric: string;
    imperial: string;
  };
  /** Shows the group name next to the control; otherwise it is only announced. @default false */
  showLabel?: boolean;
  className?: string;
}

const OPTIONS = ["Metric", "Imperial"] as const;

/**
 * A two-segment radio group, Metric / Imperial, to sit by the specification table.
 *
 * Native radio buttons of one name inside their labels: the browser moves between them with the
 * arrow keys and reads them as a group, so the product page's first load carries no interaction
 * library for them (its budget, issue 14). The chosen segment is styled by `data-selected`.
 */
export function MeasurementSystemSwitch({
  value,
  onChange,
  labels,
  showLabel = false,
  className,
}: MeasurementSystemSwitchProps) {
  const id = useId();
  const text = { Metric: labels.metric, Imperial: labels.imperial };
  return (
    <div
      role="radiogroup"
      aria-orientation="horizontal"
      {...(showLabel ? { "aria-labelledby": `${id}-label` } : { "aria-label": labels.label })}
      className={cx(styles.root, className)}
    >
      {showLabel ? (
        <span id={`${id}-label`} className={styles.label}>
          {labels.label}
        </span>
      ) : null}
      <div className={styles.segments}>
        {OPTIONS.map((option) => (
          <label
            key={option}
            className={styles.segment}
            data-selected={value === option || undefined}
          >
            <input
              type="radio"
              name={`${id}-system`}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className={visuallyHidden}
            />
            {text[option]}
          </label>
        ))}
      </div>
    </div>
  );
}
