import type { MeasurementSystem } from "./resolveMeasurementSystem.ts";

/** A country (spec §3). */
export interface Country {
  readonly countryCode: string;
  readonly hidden: boolean;
  readonly supportedLanguages: readonly string[];
  readonly defaultLanguage: string;
  readonly defaultMeasurementSystem: MeasurementSystem;
  /** Display names by locale code. */
  readonly names?: Readonly<Record<string, string>>;
  readonly sortIndex: number;
}

/**
 * Orders countries by `sortIndex` ascending (spec §3); ties keep their order. Returns a new array.
 *
 * @example
 * sortCountries([{ ...ch, sortIndex: 2 }, { ...de, sortIndex: 1 }]); // => [de, ch]
 */
export function sortCountries<C extends Pick<Country, "sortIndex">>(countries: readonly C[]): C[] {
  return [...countries].sort((a, b) => a.sortIndex - b.sortIndex);
}
