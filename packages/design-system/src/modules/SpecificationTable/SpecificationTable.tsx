"use client";

import { type ReactNode, useId } from "react";
import { Switch } from "../../components/Switch/Switch";
import * as styles from "./SpecificationTable.css";

export type MeasurementSystemName = "Metric" | "Imperial";

export interface SpecificationEntry {
  id: string;
  label: string;
  /** Formatted values with their units, e.g. "3 100 mm" and "122 in". */
  metric: string;
  imperial: string;
}

export interface SpecificationTableProps {
  title: string;
  rows: readonly SpecificationEntry[];
  /** Which values to show; the app resolves it (cookie, site) with @wire/domain. */
  system: MeasurementSystemName;
  /** Shows a switch to change the system, e.g. to store the user's choice. */
  onSystemChange?: (system: MeasurementSystemName) => void;
  /** Label of the switch, e.g. "Imperial units". */
  imperialLabel?: string;
  /** Shown in the header instead of the switch, e.g. a MeasurementSystemSwitch. */
  toolbar?: ReactNode;
}

/** A product's technical data in metric or imperial units. */
export function SpecificationTable({
  title,
  rows,
  system,
  onSystemChange,
  imperialLabel = "Imperial units",
  toolbar,
}: SpecificationTableProps) {
  const captionId = useId();
  return (
    <section className={styles.root} aria-labelledby={captionId}>
      <div className={styles.header}>
        <h2 id={captionId} className={styles.caption}>
          {title}
        </h2>
        {toolbar ? (
          toolbar
        ) : onSystemChange ? (
          <Switch
            isSelected={system === "Imperial"}
            onChange={(imperial) => onSystemChange(imperial ? "Imperial" : "Metric")}
          >
            {imperialLabel}
          </Switch>
        ) : null}
      </div>
      <div className={styles.scroller}>
        <table className={styles.table} aria-labelledby={captionId}>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" className={styles.th}>
                  {row.label}
                </th>
                <td className={styles.td}>{system === "Imperial" ? row.imperial : row.metric}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
