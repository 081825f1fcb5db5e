import { cx } from "../../private/cx";
import * as styles from "./StatusBadge.css";

export type StatusTone = keyof typeof styles.tone;

export interface StatusBadgeProps {
  /** The status in words (translated by the app); colour is never the only signal. */
  label: string;
  /** @default "neutral" */
  tone?: StatusTone;
  className?: string;
}

/** A small label for a status: dashboard, ticket, access or availability. */
export function StatusBadge({ label, tone = "neutral", className }: StatusBadgeProps) {
  return (
    <span className={cx(styles.root, styles.tone[tone], className)}>
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </span>
  );
}

/** Tone per stock availability. */
export const availabilityTone = {
  high: "positive",
  medium: "caution",
  low: "caution",
  outOfStock: "critical",
} as const satisfies Record<string, StatusTone>;

/** Tone per dashboard application status (spec §4). */
export const dashboardStatusTone = {
  unregistered: "neutral",
  pending: "caution",
  active: "positive",
  comingSoon: "info",
  invited: "brand",
  inviteExpired: "critical",
} as const satisfies Record<string, StatusTone>;
