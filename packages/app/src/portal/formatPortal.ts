import { numberLocale } from "@wire/domain";
import { dateTimeFormat, numberFormat } from "../i18n/intlFormats";

/** A date and time as the reader writes them ("24.11.2026, 14:05"), in UTC like the services. */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return dateTimeFormat(numberLocale(language), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(date);
}

/** A calendar date ("24.11.2026"). */
export function formatDay(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return dateTimeFormat(numberLocale(language), {
    dateStyle: "medium",
    timeZone: "UTC",
  }).format(date);
}

/** A count as the reader writes it ("10 000", "10,000"). */
export function formatCount(value: number, language: string): string {
  return numberFormat(numberLocale(language)).format(value);
}
