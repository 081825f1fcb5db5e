/** The measurement systems (spec §3). */
export const MEASUREMENT_SYSTEMS = ["Metric", "Imperial"] as const;

/** `Metric` or `Imperial`. */
export type MeasurementSystem = (typeof MEASUREMENT_SYSTEMS)[number];

/** The system used when neither the user nor the country says otherwise. */
export const DEFAULT_MEASUREMENT_SYSTEM: MeasurementSystem = "Metric";

function isMeasurementSystem(value: unknown): value is MeasurementSystem {
  return MEASUREMENT_SYSTEMS.includes(value as MeasurementSystem);
}

/**
 * The user's measurement system, else the country default, else Metric (spec §4). Values that
 * are not a known system (e.g. a tampered cookie) are ignored.
 *
 * @example
 * resolveMeasurementSystem(undefined, { defaultMeasurementSystem: "Imperial" }); // => "Imperial"
 */
export function resolveMeasurementSystem(
  userChoice: string | null | undefined,
  country?: { readonly defaultMeasurementSystem?: string | null } | null,
): MeasurementSystem {
  if (isMeasurementSystem(userChoice)) return userChoice;
  const fallback = country?.defaultMeasurementSystem;
  return isMeasurementSystem(fallback) ? fallback : DEFAULT_MEASUREMENT_SYSTEM;
}
