/**
 * The theme a page is shown in (spec §9): its own theme when an editor chose
 * one, else its site's theme; `Default` when neither is set.
 *
 * @example
 * effectiveTheme("Default", "Iqc"); // => "Iqc"
 * effectiveTheme("Adaptronic", "Iqc"); // => "Adaptronic"
 */
export function effectiveTheme(
  pageTheme: string | null | undefined,
  siteTheme: string | null | undefined,
): string {
  if (pageTheme && pageTheme !== "Default") return pageTheme;
  return siteTheme || "Default";
}
