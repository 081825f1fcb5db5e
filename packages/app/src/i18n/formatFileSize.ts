import { numberLocale } from "@wire/domain";
import { numberFormat } from "./intlFormats";

/** A download's size as the reader writes it: kB below a megabyte, MB above, one decimal. */
export function formatFileSize(bytes: number, language: string): string {
  const mega = bytes >= 1_000_000;
  return numberFormat(numberLocale(language), {
    style: "unit",
    unit: mega ? "megabyte" : "kilobyte",
    maximumFractionDigits: 1,
  }).format(mega ? bytes / 1_000_000 : bytes / 1_000);
}
