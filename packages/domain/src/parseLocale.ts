/** A locale path segment: a language and an optional country, both lower case as in the URL. */
export interface ParsedLocale {
  readonly lang: string;
  readonly country?: string;
}

const LOCALE_SEGMENT = /^([a-z]{2})(?:-([a-z]{2}))?$/;

/**
 * Parses a locale path segment of the form `{lang}` or `{lang}-{country}` in lower case (spec §2);
 * anything else (upper case, three letters, extra parts) is `null`. The country stays lower case.
 *
 * @example
 * parseLocale("de-ch"); // => { lang: "de", country: "ch" }
 * parseLocale("de-CH"); // => null
 */
export function parseLocale(segment: string | null | undefined): ParsedLocale | null {
  const match = LOCALE_SEGMENT.exec(segment ?? "");
  if (!match) return null;
  const [, lang, country] = match;
  return country === undefined ? { lang: lang! } : { lang: lang!, country };
}
