/**
 * Intl's formatters, each made once per locale and options and then reused: constructing one
 * resolves its locale data (tens of microseconds), and a portal page formats dozens of dates,
 * numbers and language names. A formatter is immutable, so sharing it shares nothing between
 * requests. Browser code formats with these too, so no cache library: locales and options come
 * from a short list in the code, and the bound (starting over when full) only matters if a caller
 * ever passes locales from outside.
 */
const formatters = new Map<string, object>();
const MAX_FORMATTERS = 500;

function reuse<T extends object>(key: string, build: () => T): T {
  let found = formatters.get(key) as T | undefined;
  if (!found) {
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    found = build();
    formatters.set(key, found);
  }
  return found;
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  return reuse(
    `date ${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}) {
  return reuse(
    `number ${locale} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

/** Names of languages or regions in `locale`'s language. */
export function displayNames(locale: string, type: Intl.DisplayNamesType) {
  return reuse(`names ${locale} ${type}`, () => new Intl.DisplayNames([locale], { type }));
}
