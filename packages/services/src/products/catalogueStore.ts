import { and, eq } from "drizzle-orm";
import type { Database } from "../db/connect";
import * as t from "../db/schema";
import type { StoredImage } from "../db/storedJson";

export type ClassificationRow = typeof t.classifications.$inferSelect;
export type ProductRow = typeof t.products.$inferSelect;
export type ProductText = typeof t.productLocalizations.$inferSelect;
export type CapabilityRow = typeof t.capabilities.$inferSelect;
export type DocumentRow = typeof t.documents.$inferSelect;

export interface StoryRow {
  id: string;
  slug: string;
  publicationDate: Date | null;
  image: StoredImage | null;
  relatedProducts: string[];
  texts: Map<string, { title: string; leadText: string | null }>;
}

/** The whole catalogue in memory, with the lookups the resolvers and the search index need. */
export interface Catalogue {
  classifications: Map<string, ClassificationRow>;
  classificationsBySlug: Map<string, ClassificationRow>;
  /** Children per parent id ("" for the top level), by sort index. */
  children: Map<string, ClassificationRow[]>;
  products: Map<string, ProductRow>;
  /** Products per classification id, by sort index. */
  productsByClassification: Map<string, ProductRow[]>;
  texts: Map<string, Map<string, ProductText>>;
  capabilities: Map<string, CapabilityRow>;
  capabilitiesBySlug: Map<string, CapabilityRow>;
  documents: Map<string, Map<string, DocumentRow>>;
  brandThemes: Map<string, string>;
  stories: StoryRow[];
}

function group<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** Reads every catalogue table (and the published stories that name products) at once. */
export async function loadCatalogue(db: Database): Promise<Catalogue> {
  const [classifications, products, texts, capabilities, documents, brands, stories, storyTexts] =
    await Promise.all([
      db.select().from(t.classifications),
      db.select().from(t.products),
      db.select().from(t.productLocalizations),
      db.select().from(t.capabilities),
      db.select().from(t.documents),
      db.select({ name: t.brands.name, theme: t.brands.theme }).from(t.brands),
      db
        .select({
          id: t.pages.id,
          slug: t.pages.slug,
          publicationDate: t.pages.publicationDate,
          image: t.pages.image,
          relatedProducts: t.pages.relatedProducts,
        })
        .from(t.pages)
        .where(and(eq(t.pages.kind, "Story"), eq(t.pages.stage, "PUBLISHED"))),
      db
        .select({
          pageId: t.pageLocalizations.pageId,
          locale: t.pageLocalizations.locale,
          title: t.pageLocalizations.title,
          leadText: t.pageLocalizations.leadText,
        })
        .from(t.pageLocalizations)
        .where(eq(t.pageLocalizations.stage, "PUBLISHED")),
    ]);
  const bySort = <R extends { sortIndex: number }>(a: R, b: R) => a.sortIndex - b.sortIndex;
  classifications.sort(bySort);
  products.sort(bySort);
  capabilities.sort(bySort);
  const storyTextsById = group(storyTexts, (row) => row.pageId);
  return {
    classifications: new Map(classifications.map((c) => [c.id, c])),
    classificationsBySlug: new Map(classifications.map((c) => [c.slug, c])),
    children: group(classifications, (c) => c.parentId ?? ""),
    products: new Map(products.map((p) => [p.slug, p])),
    productsByClassification: group(
      products.filter((p) => p.classificationId),
      (p) => p.classificationId!,
    ),
    texts: new Map(
      [...group(texts, (x) => x.productSlug)].map(([slug, rows]) => [
        slug,
        new Map(rows.map((row) => [row.locale, row])),
      ]),
    ),
    capabilities: new Map(capabilities.map((c) => [c.id, c])),
    capabilitiesBySlug: new Map(capabilities.map((c) => [c.slug, c])),
    documents: new Map(
      [...group(documents, (d) => d.slug)].map(([slug, rows]) => [
        slug,
        new Map(rows.map((row) => [row.language, row])),
      ]),
    ),
    brandThemes: new Map(brands.map((b) => [b.name, b.theme])),
    stories: stories
      .sort((a, b) => (b.publicationDate?.getTime() ?? 0) - (a.publicationDate?.getTime() ?? 0))
      .map((story) => ({
        ...story,
        texts: new Map(
          (storyTextsById.get(story.id) ?? []).map((row) => [
            row.locale,
            { title: row.title, leadText: row.leadText },
          ]),
        ),
      })),
  };
}

/** How long a loaded catalogue is reused: short, so seeding or editing shows up at once. */
const CATALOGUE_TTL_MS = 1000;

/**
 * A catalogue loader that reuses one load for concurrent and closely following requests, so a
 * page that asks several questions reads the tables once.
 */
export function createCatalogueStore(db: Database) {
  let current: { at: number; value: Promise<Catalogue> } | undefined;
  return {
    get(): Promise<Catalogue> {
      if (!current || Date.now() - current.at > CATALOGUE_TTL_MS) {
        const value = loadCatalogue(db);
        current = { at: Date.now(), value };
        value.catch(() => {
          current = undefined;
        });
      }
      return current.value;
    },
    invalidate() {
      current = undefined;
    },
  };
}

export type CatalogueStore = ReturnType<typeof createCatalogueStore>;

/** The language of a data-service locale ("de-CH" → "de"); texts are stored per language. */
export function languageOf(locale: string | null | undefined): string {
  return (locale ?? "en").slice(0, 2).toLowerCase();
}

/** A per-language map's value in `language`, else English, else any. */
export function pick(map: Readonly<Record<string, string>>, language: string): string {
  return map[language] ?? map.en ?? Object.values(map)[0] ?? "";
}
