import { numberLocale } from "@wire/domain";
import { numberFormat } from "./intlFormats";

/**
 * A price as the reader writes it: `locale` is the display locale (the domain's
 * `displayLocale`: "de-DE" → "156,48 €") or a bare language ("de" → the spec's "EUR 156.48").
 * "" without a value or currency. Portal and public pages format money only through here.
 *
 * @example
 * formatPrice(156.48, "EUR", "de-DE"); // => "156,48 €"
 */
export function formatPrice(
  value: number | null | undefined,
  currency: string | null | undefined,
  locale: string,
): string {
  if (value === null || value === undefined || !currency) return "";
  return numberFormat(numberLocale(locale), { style: "currency", currency }).format(value);
}

/**
 * A sum of whole cents (the domain's money) as a price; "" without one.
 *
 * @example
 * formatCents(15_648, "EUR", "de-DE"); // => "156,48 €"
 */
export function formatCents(cents: number | null, currency: string | null, locale: string): string {
  return cents === null ? "" : formatPrice(cents / 100, currency, locale);
}
