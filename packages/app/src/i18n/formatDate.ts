import { numberLocale } from "@wire/domain";

/** A publication date as a reader of the language writes it ("12. März 2026"; `de` as `de-CH`). */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(numberLocale(language), {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(date);
}
