"use client";

import { Label, Radio, RadioGroup } from "react-aria-components";
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

/** A two-segment radio group, Metric / Imperial, to sit by the specification table. */
export function MeasurementSystemSwitch({
  value,
  onChange,
  labels,
  showLabel = false,
  className,
}: MeasurementSystemSwitchProps) {
  return (
    <RadioGroup
      value={value}
      onChange={(next) => onChange(next as MeasurementSystemOption)}
      orientation="horizontal"
      aria-label={showLabel ? undefined : labels.label}
      className={cx(styles.root, className)}
    >
      {showLabel ? <Label className={styles.label}>{labels.label}</Label> : null}
      <div className={styles.segments}>
        <Radio value="Metric" className={styles.segment}>
          {labels.metric}
        </Radio>
        <Radio value="Imperial" className={styles.segment}>
          {labels.imperial}
        </Radio>
      </div>
    </RadioGroup>
  );
}
