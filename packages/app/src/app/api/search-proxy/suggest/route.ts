import { suggestRequestSchema } from "@wire/domain";
import { proxySearch } from "../proxySearch";

/**
 * `POST /api/search-proxy/suggest` with `{ localeCode, siteSlug, query }` (spec section 7):
 * suggestions from the services' search while the visitor types. Suggestions must keep up with
 * typing (spec: within 300 ms), so a slow service is given up on after 3 s.
 */
export function POST(request: Request) {
  return proxySearch(request, suggestRequestSchema, { path: "/search/suggest", timeoutMs: 3000 });
}
