import { z } from "zod";

/** Longest query accepted: a search box needs no more, and it bounds the fuzzy search's work. */
export const MAX_QUERY_LENGTH = 200;

/** Records per results page. */
export const SEARCH_PAGE_SIZE = 10;

/** A locale code as the site uses it: "de", "de-ch", or "de-CH" / "de_CH" as other systems write it. */
const LOCALE_CODE = /^[a-zA-Z]{2}(?:[-_][a-zA-Z]{2})?$/;

const suggestFields = {
  localeCode: z
    .string({ error: "localeCode is required" })
    .regex(LOCALE_CODE, "localeCode must be a locale such as en, de or de-ch"),
  siteSlug: z
    .string({ error: "siteSlug must be a site slug, or empty for the main site" })
    .regex(/^[a-z0-9-]{0,100}$/, "siteSlug must be a site slug, or empty for the main site")
    .nullish(),
  query: z
    .string({ error: "query is required" })
    .trim()
    .min(1, "query must not be empty")
    .max(MAX_QUERY_LENGTH, `query must be at most ${MAX_QUERY_LENGTH} characters`),
};

/**
 * The body of `POST /api/search-proxy/suggest` and of the services'
 * `POST /search/suggest` (spec §7): one schema, so the proxy and the search
 * service reject the same input with the same messages.
 */
export const suggestRequestSchema = z.object(suggestFields);

/**
 * The kinds a search result is filtered by (issue 43): products (and their categories),
 * services (the services' catalogue), stories, media releases and other pages.
 */
export const SEARCH_KINDS = ["product", "service", "story", "mediaRelease", "page"] as const;

/** One of `SEARCH_KINDS`. */
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** `POST /search/query` and `/api/search-proxy/search` (spec section 7). */
export const searchRequestSchema = z.object({
  ...suggestFields,
  page: z.coerce
    .number({ error: "page must be a whole number from 1" })
    .int("page must be a whole number from 1")
    .min(1, "page must be a whole number from 1")
    .max(1000, "page must be at most 1000")
    .default(1),
  /** Only results of this kind (the results page's type filter); every kind when left out. */
  kind: z
    .enum(SEARCH_KINDS, { error: `kind must be one of ${SEARCH_KINDS.join(", ")}` })
    .optional(),
});

export type SuggestRequest = z.infer<typeof suggestRequestSchema>;
export type SearchRequest = z.infer<typeof searchRequestSchema>;
