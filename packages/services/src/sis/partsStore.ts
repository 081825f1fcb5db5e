import { and, asc, count, desc, eq, exists, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/connect";
import type { PartKind, ProductInfoStatus } from "../db/partsSchema";
import * as t from "../db/schema";
import { likePattern } from "./ticketStore";

export type ProductInfoRow = typeof t.productInfoItems.$inferSelect;
export type PartRow = typeof t.parts.$inferSelect;
export type ModelPartRow = typeof t.modelParts.$inferSelect;
export type ExplodedViewRow = typeof t.explodedViews.$inferSelect;
export type PriceListRow = typeof t.partPriceLists.$inferSelect;

export interface ProductInfoFilter {
  search?: string | null;
  activeOnly?: boolean | null;
  status?: ProductInfoStatus | null;
  productSlug?: string | null;
}

/** At most this many words of a search count; each must match the name, item or article number. */
const MAX_SEARCH_TERMS = 5;

function productInfoConditions(filter: ProductInfoFilter | null | undefined) {
  const conditions: SQL[] = [];
  const terms = (filter?.search ?? "").trim().slice(0, 100).split(/\s+/).filter(Boolean);
  for (const term of terms.slice(0, MAX_SEARCH_TERMS)) {
    const pattern = likePattern(term);
    conditions.push(
      or(
        ilike(t.productInfoItems.name, pattern),
        ilike(t.productInfoItems.itemNumber, pattern),
        ilike(t.productInfoItems.articleNumber, pattern),
      )!,
    );
  }
  // Spec §5: "show active only" hides discontinued and cancelled items.
  if (filter?.activeOnly) conditions.push(eq(t.productInfoItems.status, "ACTIVE"));
  else if (filter?.status) conditions.push(eq(t.productInfoItems.status, filter.status));
  if (filter?.productSlug) conditions.push(eq(t.productInfoItems.productSlug, filter.productSlug));
  return conditions.length ? and(...conditions) : undefined;
}

/** An article number as typed or pasted: without spaces, dots and dashes, upper case. */
export const normaliseArticleNumber = (value: string) =>
  value.replace(/[\s.\-–]/g, "").toUpperCase();

/**
 * The group's catalogue of product information and parts: the same for every organisation; the
 * resolvers decide what a viewer may see of it.
 */
export function createPartsStore(db: Database) {
  /** A part is in the bill of materials of one of `models` (a part models share counts for each). */
  const inModels = (models: ReadonlySet<string>) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(t.modelParts)
        .where(
          and(eq(t.modelParts.partId, t.parts.id), inArray(t.modelParts.productSlug, [...models])),
        ),
    );

  return {
    async productInfoList(options: {
      filter?: ProductInfoFilter | null;
      limit: number;
      offset: number;
    }): Promise<{ items: ProductInfoRow[]; total: number }> {
      const where = productInfoConditions(options.filter);
      const [items, [totalRow]] = await Promise.all([
        db
          .select()
          .from(t.productInfoItems)
          .where(where)
          .orderBy(asc(t.productInfoItems.name), asc(t.productInfoItems.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ value: count() }).from(t.productInfoItems).where(where),
      ]);
      return { items, total: totalRow?.value ?? 0 };
    },

    async productInfo(key: { id?: string | null; slug?: string | null }) {
      const where = key.id
        ? eq(t.productInfoItems.id, key.id)
        : eq(t.productInfoItems.slug, key.slug ?? "");
      const [row] = await db.select().from(t.productInfoItems).where(where);
      return row;
    },

    /**
     * The parts with these ids that are in the bill of materials of one of `models` (the
     * viewer's owned models, see the resolvers' `partsScope`); any other part is left out as if it
     * did not exist.
     */
    async partsById(
      ids: readonly string[],
      models: ReadonlySet<string>,
    ): Promise<Map<string, PartRow>> {
      if (ids.length === 0 || models.size === 0) return new Map();
      const rows = await db
        .select()
        .from(t.parts)
        .where(and(inArray(t.parts.id, [...new Set(ids)]), inModels(models)));
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** The parts with these (normalised) article numbers of one of `models`, in one query. */
    async partsByArticleNumber(
      numbers: readonly string[],
      models: ReadonlySet<string>,
    ): Promise<Map<string, PartRow>> {
      if (numbers.length === 0 || models.size === 0) return new Map();
      const rows = await db
        .select()
        .from(t.parts)
        .where(and(inArray(t.parts.articleNumber, [...new Set(numbers)]), inModels(models)));
      return new Map(rows.map((row) => [row.articleNumber, row]));
    },

    /** A model's bill of materials in position order, with each position's part. */
    async modelParts(
      productSlug: string,
      options: { kind?: PartKind | null; search?: string | null } = {},
    ) {
      const conditions: SQL[] = [eq(t.modelParts.productSlug, productSlug)];
      if (options.kind) conditions.push(eq(t.modelParts.kind, options.kind));
      const search = options.search?.trim().slice(0, 100);
      if (search) {
        const pattern = likePattern(search);
        conditions.push(or(ilike(t.parts.name, pattern), ilike(t.parts.articleNumber, pattern))!);
      }
      return db
        .select({ entry: t.modelParts, part: t.parts })
        .from(t.modelParts)
        .innerJoin(t.parts, eq(t.parts.id, t.modelParts.partId))
        .where(and(...conditions))
        .orderBy(asc(t.modelParts.position));
    },

    async explodedView(productSlug: string): Promise<ExplodedViewRow | undefined> {
      const [row] = await db
        .select()
        .from(t.explodedViews)
        .where(eq(t.explodedViews.productSlug, productSlug));
      return row;
    },

    /** The knowledge-hub articles of an item with their topics, in order. */
    async knowledgeArticles(productId: string, articleId?: string) {
      const articles = await db
        .select()
        .from(t.knowledgeArticles)
        .where(
          and(
            eq(t.knowledgeArticles.productId, productId),
            ...(articleId ? [eq(t.knowledgeArticles.id, articleId)] : []),
          ),
        )
        .orderBy(asc(t.knowledgeArticles.sortIndex));
      if (articles.length === 0) return [];
      const topics = await db
        .select()
        .from(t.knowledgeTopics)
        .where(
          inArray(
            t.knowledgeTopics.articleId,
            articles.map((a) => a.id),
          ),
        )
        .orderBy(asc(t.knowledgeTopics.sortIndex));
      return articles.map((article) => ({
        ...article,
        topics: topics.filter((topic) => topic.articleId === article.id),
      }));
    },

    softwarePackages(productId: string) {
      return db
        .select()
        .from(t.softwarePackages)
        .where(eq(t.softwarePackages.productId, productId))
        .orderBy(desc(t.softwarePackages.releaseDate));
    },

    async priceList(organisationId: string): Promise<PriceListRow | undefined> {
      const [row] = await db
        .select()
        .from(t.partPriceLists)
        .where(eq(t.partPriceLists.organisationId, organisationId));
      return row;
    },
  };
}

export type PartsStore = ReturnType<typeof createPartsStore>;
