/**
 * The ordered locales of a content request, read from Hygraph's
 * `gcms-locales` header ("de_CH, de, en"). English always ends the chain,
 * so every localised field has a value to fall back to.
 */
export function localeChain(header: string | null | undefined): {
  requested: string[];
  chain: string[];
} {
  const requested = (header ?? "")
    .split(",")
    .map((l) => l.trim())
    .filter((l) => /^[a-z]{2}(_[A-Z]{2})?$/.test(l));
  const unique = [...new Set(requested)];
  const chain = unique.includes("en") ? unique : [...unique, "en"];
  return { requested: unique.length > 0 ? unique : ["en"], chain };
}

/**
 * Picks the first locale of the chain that has content, and says whether
 * that was a fallback (not the first requested locale) or whether none of
 * the requested locales had content at all.
 */
export function pickLocalization<T extends { locale: string }>(
  rows: readonly T[],
  header: string | null | undefined,
): { row: T; isLanguageFallback: boolean; isLanguageUnavailable: boolean } | null {
  const { requested, chain } = localeChain(header);
  for (const locale of chain) {
    const row = rows.find((r) => r.locale === locale);
    if (row) {
      return {
        row,
        isLanguageFallback: locale !== requested[0],
        isLanguageUnavailable: !requested.includes(locale),
      };
    }
  }
  return null;
}
