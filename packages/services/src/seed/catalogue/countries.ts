import { seedCountries } from "../countries";

/** Every seeded country code. */
const ALL_CODES = seedCountries.map((c) => c.code);

/**
 * Sales regions as `supported_countries` lists (spec section 5). "ALL" is the synthetic
 * country of international locales: only globally sold items carry it.
 */
export const REGIONS = {
  global: ["ALL", ...ALL_CODES],
  europe: ["CH", "DE", "AT", "FR", "ES", "CZ", "SK", "HU", "RO"],
  americas: ["US", "MX", "BR"],
  asia: ["CN", "JP"],
  /** Everywhere but the Americas (CE-only machines). */
  notAmericas: ["ALL", ...ALL_CODES.filter((c) => !["US", "MX", "BR"].includes(c))],
  /** The high-voltage line is launched in Germany, China and the US first. */
  highVoltage: ["DE", "CN", "US"],
} as const;

export type Region = keyof typeof REGIONS;
