export {
  MAX_QUERY_LENGTH,
  SEARCH_PAGE_SIZE,
  type SearchRequest,
  type SuggestRequest,
  searchRequestSchema,
  suggestRequestSchema,
} from "@wire/domain";

/** The language and country of a locale code; no country means the international "ALL". */
export function parseLocaleCode(code: string): { language: string; country: string } {
  const [language, country] = code.split(/[-_]/);
  return { language: language!.toLowerCase(), country: country ? country.toUpperCase() : "ALL" };
}
