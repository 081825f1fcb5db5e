import { searchRequestSchema } from "@wire/domain";
import { proxySearch } from "../proxySearch";

/**
 * `POST /api/search-proxy/search` with `{ localeCode, siteSlug, query, page }` (spec section 7):
 * a page of search records (title without the brand suffix, description with the query's terms
 * highlighted) and a direct product or classification hit.
 */
export function POST(request: Request) {
  return proxySearch(request, searchRequestSchema, { path: "/search/query", timeoutMs: 5000 });
}
