import type { IncomingMessage, ServerResponse } from "node:http";
import { search } from "@orama/orama";
import {
  fieldErrors,
  highlightTerms,
  SEARCH_KINDS,
  type SearchKind,
  stripBrandSuffix,
  truncate,
} from "@wire/domain";
import { count, max, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../db/connect";
import * as t from "../db/schema";
import { BadRequestError, readJson } from "../http/readBody";
import type { CatalogueStore } from "../products/catalogueStore";
import { buildSearchIndex, type IndexedRecord, type SiteIndex } from "./buildSearchIndex";
import {
  parseLocaleCode,
  SEARCH_PAGE_SIZE,
  type SearchRequest,
  type SuggestRequest,
  searchRequestSchema,
  suggestRequestSchema,
} from "./searchRequest";

/** Where the search endpoints are served. */
export const SEARCH_PATH = "/search";

/** How often the content fingerprint is re-read; between reads the indexes are trusted. */
const FINGERPRINT_INTERVAL_MS = 2000;

/** Most hits looked at for one query (before country filtering and paging). */
const MAX_HITS = 500;

const SUGGESTION_COUNT = 8;

/** Descriptions in results are cut to this length before highlighting. */
const DESCRIPTION_LENGTH = 240;

export class UnknownSiteError extends Error {}

type Direct =
  | { found: false }
  | {
      found: true;
      type: "product" | "classification";
      slug: string;
      name: string;
      route: string;
      classification: { lineage: { name: string; route: string }[] };
    };

/** Typo tolerance by word length: none for short words, one edit from 4, two from 8 letters. */
export function toleranceFor(query: string): number {
  const shortest = Math.min(...query.split(/\s+/).map((w) => w.length));
  return shortest >= 8 ? 2 : shortest >= 4 ? 1 : 0;
}

/** Lower case, letters and digits only: "Gamma-263" and "gamma 263" compare equal. */
function normalize(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}

/**
 * What a record is to a visitor (the results page's type filter, issue 43): the catalogue's
 * items and categories below `/services` are services, the rest of the catalogue products.
 */
export function kindOf(record: Pick<IndexedRecord, "type" | "url">): SearchKind {
  if (record.type === "product" || record.type === "classification") {
    return record.url.startsWith("/services/") ? "service" : "product";
  }
  return record.type;
}

/** The names of a route's ancestors that are pages or categories, top first (no home). */
export function breadcrumbOf(
  url: string,
  names: ReadonlyMap<string, string>,
): { name: string; url: string }[] {
  const segments = url.split("/").filter(Boolean);
  const trail: { name: string; url: string }[] = [];
  for (let end = 1; end < segments.length; end++) {
    const ancestor = `/${segments.slice(0, end).join("/")}`;
    const name = names.get(ancestor);
    if (name) trail.push({ name, url: ancestor });
  }
  return trail;
}

function visibleIn(record: IndexedRecord, country: string): boolean {
  return record.countries === null || record.countries.includes(country);
}

/**
 * Site search in the services process (spec sections 7 and 9): one Orama index per site and
 * language, built on first use and dropped when the content changes (a seed, a reset, or any
 * change in the number of pages, products or classifications).
 */
export function createSearchService(
  db: Database,
  options: {
    store: CatalogueStore;
    log?: (line: string) => void;
    /** The services' public origin: stored images' site-relative URLs are made absolute with it. */
    publicUrl?: string;
  },
) {
  const log = options.log ?? (() => {});
  const origin = (options.publicUrl ?? "").replace(/\/$/, "");
  const absolute = (url: string) => (url.startsWith("/") ? `${origin}${url}` : url);
  const indexes = new Map<string, Promise<SiteIndex>>();
  let fingerprint: string | undefined;
  let checkedAt = 0;

  async function currentFingerprint(): Promise<string> {
    const [row] = await db
      .select({
        seeded: max(t.seedState.appliedAt),
        version: max(t.seedState.version),
        pages: sql<number>`(select count(*) from ${t.pageLocalizations})`,
        products: sql<number>`(select count(*) from ${t.productLocalizations})`,
        classifications: sql<number>`(select count(*) from ${t.classifications})`,
        seeds: count(),
      })
      .from(t.seedState);
    return JSON.stringify(row);
  }

  async function refreshIfChanged() {
    if (Date.now() - checkedAt < FINGERPRINT_INTERVAL_MS) return;
    checkedAt = Date.now();
    const next = await currentFingerprint();
    if (fingerprint !== undefined && next !== fingerprint) {
      log("search: content changed, indexes dropped");
      indexes.clear();
      options.store.invalidate();
    }
    fingerprint = next;
  }

  async function siteIdFor(siteSlug: string | null | undefined): Promise<string> {
    const sites = await db.select({ id: t.sites.id, slug: t.sites.slug }).from(t.sites);
    const site = sites.find((s) => (s.slug ?? "") === (siteSlug ?? ""));
    if (!site) throw new UnknownSiteError(`Unknown site: ${siteSlug}`);
    return site.id;
  }

  async function indexFor(siteSlug: string | null | undefined, language: string) {
    await refreshIfChanged();
    const siteId = await siteIdFor(siteSlug);
    const key = `${siteId}:${language}`;
    let index = indexes.get(key);
    if (!index) {
      const started = Date.now();
      index = options.store
        .get()
        .then((catalogue) => buildSearchIndex(db, catalogue, siteId, language))
        .then((built) => {
          log(
            `search: index ${key} built (${built.records.size} records, ${Date.now() - started} ms)`,
          );
          return built;
        });
      index.catch(() => indexes.delete(key));
      indexes.set(key, index);
    }
    return index;
  }

  /**
   * Records by relevance, those matching more of the query's words first (so "crimping machine"
   * puts a crimping machine before a page about machines); the exact (unstemmed) copy of the
   * text lets typos in word endings still match.
   */
  async function hits(index: SiteIndex, query: string, country: string) {
    const run = (term: string) =>
      search(index.db, {
        term,
        properties: ["title", "description", "body", "exact"],
        boost: { title: 2, description: 1.5 },
        tolerance: toleranceFor(term),
        limit: MAX_HITS,
      });
    const result = await run(query);
    // Ranking by matched words looks at the first few words only, so long queries stay cheap.
    const words = [...new Set(query.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 6);
    const matched = new Map<string, number>();
    if (words.length > 1) {
      for (const word of words) {
        for (const hit of (await run(word)).hits) {
          matched.set(hit.id, (matched.get(hit.id) ?? 0) + 1);
        }
      }
    }
    return result.hits
      .map((hit, rank) => ({ hit, rank, words: matched.get(hit.id) ?? 0 }))
      .sort((a, b) => b.words - a.words || a.rank - b.rank)
      .map(({ hit }) => index.records.get(hit.id))
      .filter((record): record is IndexedRecord => !!record && visibleIn(record, country));
  }

  /** A product or classification whose name or slug is the query (spec section 3). */
  function direct(index: SiteIndex, query: string, country: string): Direct {
    const wanted = normalize(query);
    if (!wanted) return { found: false };
    const candidates = [...index.records.values()].filter(
      (r) => (r.type === "product" || r.type === "classification") && visibleIn(r, country),
    );
    for (const type of ["product", "classification"] as const) {
      const match = candidates.find(
        (r) =>
          r.type === type &&
          (normalize(r.name ?? "") === wanted || normalize(r.slug ?? "") === wanted),
      );
      if (match) {
        return {
          found: true,
          type,
          slug: match.slug!,
          name: match.name!,
          route: match.url,
          classification: { lineage: match.lineage ?? [] },
        };
      }
    }
    return { found: false };
  }

  return {
    /** Up to eight titles for what the visitor has typed so far. */
    async suggest(request: SuggestRequest) {
      const { language, country } = parseLocaleCode(request.localeCode);
      const index = await indexFor(request.siteSlug, language);
      const found = await hits(index, request.query, country);
      return {
        suggestions: found.slice(0, SUGGESTION_COUNT).map((r) => ({
          title: stripBrandSuffix(r.title),
          url: r.url,
          type: r.type,
        })),
        direct: direct(index, request.query, country),
      };
    },

    /**
     * A page of records: title without brand suffix, description with the terms marked, what
     * kind of result it is, its breadcrumb and picture; with the number of results of each kind
     * (the type filter's counts), and only the kind asked for when `kind` is given.
     */
    async query(request: SearchRequest) {
      const { language, country } = parseLocaleCode(request.localeCode);
      const index = await indexFor(request.siteSlug, language);
      const all = await hits(index, request.query, country);
      const counts = new Map<SearchKind, number>();
      for (const r of all) counts.set(kindOf(r), (counts.get(kindOf(r)) ?? 0) + 1);
      const found = request.kind ? all.filter((r) => kindOf(r) === request.kind) : all;
      const page = request.page;
      const records = found
        .slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE)
        .map((r) => ({
          type: r.type,
          kind: kindOf(r),
          title: stripBrandSuffix(r.title),
          description: highlightTerms(truncate(r.description, DESCRIPTION_LENGTH), request.query),
          url: r.url,
          breadcrumb: breadcrumbOf(r.url, index.names),
          image: r.image ? { url: absolute(r.image.url), alt: r.image.alt } : null,
        }));
      return {
        records,
        kinds: SEARCH_KINDS.filter((kind) => counts.has(kind)).map((kind) => ({
          kind,
          count: counts.get(kind)!,
        })),
        kind: request.kind ?? null,
        total: found.length,
        page,
        pageSize: SEARCH_PAGE_SIZE,
        pageCount: Math.ceil(found.length / SEARCH_PAGE_SIZE),
        direct: direct(index, request.query, country),
      };
    },

    /**
     * Builds the indexes of a site's languages ahead of the first visitor, so the first
     * suggestion is as fast as the rest.
     */
    async warm(siteSlug: string | null, languages: readonly string[]) {
      for (const language of languages) await indexFor(siteSlug, language);
    },

    /** Drops every index (the next request rebuilds). */
    invalidate() {
      indexes.clear();
      options.store.invalidate();
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}

/**
 * `POST /search/suggest` and `POST /search/query` with JSON bodies (spec section 7). Malformed
 * bodies answer 400 with `{ errors: { field: message } }`; an unknown site answers 404.
 */
export function createSearchHandler(service: SearchService) {
  const routes: Record<string, { schema: z.ZodType; run: (body: never) => Promise<unknown> }> = {
    [`${SEARCH_PATH}/suggest`]: { schema: suggestRequestSchema, run: service.suggest },
    [`${SEARCH_PATH}/query`]: { schema: searchRequestSchema, run: service.query },
  };
  return async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? "/").split("?")[0]!;
    const route = routes[path];
    if (!route) return json(res, 404, { error: "not_found" });
    if (req.method !== "POST") {
      res.setHeader("allow", "POST");
      return json(res, 405, { error: "method_not_allowed" });
    }
    let body: unknown;
    try {
      body = await readJson(req);
    } catch (error) {
      if (error instanceof BadRequestError) {
        return json(res, 400, { errors: { _form: error.message } });
      }
      throw error;
    }
    const parsed = route.schema.safeParse(body);
    if (!parsed.success) return json(res, 400, { errors: fieldErrors(parsed.error) });
    try {
      return json(res, 200, await route.run(parsed.data as never));
    } catch (error) {
      if (error instanceof UnknownSiteError) {
        return json(res, 404, { errors: { siteSlug: "No site has this slug" } });
      }
      throw error;
    }
  };
}
