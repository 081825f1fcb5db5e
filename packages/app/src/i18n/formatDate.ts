import { numberLocale } from "@wire/domain";
import { dateTimeFormat } from "./intlFormats";

/** A publication date as a reader of the language writes it ("12. März 2026"; `de` as `de-CH`). */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return dateTimeFormat(numberLocale(language), {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(date);
}
