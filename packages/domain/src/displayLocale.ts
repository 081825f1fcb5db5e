import { numberLocale } from "./numberLocale.ts";

const COUNTRY = /^[a-z]{2}$/i;

/**
 * The locale numbers, prices and dates are written in: the page's language with the reader's
 * country when one is known (a customer in Germany on `/de` reads "156,48 €", a visitor of
 * `/fr-ch` "156,48 €" the Swiss French way), else the language's display locale (spec §9:
 * German without a country as `de-CH`). A country that is not two letters is ignored.
 *
 * @example
 * displayLocale("de", "DE"); // => "de-DE"
 * displayLocale("de", "ch"); // => "de-CH"
 * displayLocale("de"); // => "de-CH"
 * displayLocale("en", "GB"); // => "en-GB"
 */
export function displayLocale(language: string, country?: string | null): string {
  if (country && COUNTRY.test(country)) return `${language.toLowerCase()}-${country.toUpperCase()}`;
  return numberLocale(language);
}
