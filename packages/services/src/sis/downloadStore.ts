import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/connect";
import * as t from "../db/schema";
import type { DownloadKind } from "../db/sisSchema";
import { likePattern } from "./ticketStore";

export type DownloadRow = typeof t.downloads.$inferSelect;

export interface DownloadFilter {
  productSlug?: string | null;
  kind?: DownloadKind | null;
  language?: string | null;
  search?: string | null;
}

/**
 * WIRE Flow downloads, limited to the models an organisation may use: the
 * caller passes those models (from the installed base), so a download for a
 * model the organisation does not own is "not found" like an unknown id.
 */
export function createDownloadStore(db: Database) {
  const forModels = (models: readonly string[]) =>
    sql`${t.downloads.models} ?| array[${sql.join(
      models.map((model) => sql`${model}`),
      sql`, `,
    )}]::text[]`;

  function conditions(models: readonly string[], filter: DownloadFilter | null | undefined) {
    const list: SQL[] = [forModels(models)];
    if (filter?.productSlug) list.push(sql`${t.downloads.models} ? ${filter.productSlug}`);
    if (filter?.kind) list.push(eq(t.downloads.kind, filter.kind));
    if (filter?.language) list.push(eq(t.downloads.language, filter.language));
    const search = filter?.search?.trim().slice(0, 100);
    if (search) {
      const pattern = likePattern(search);
      list.push(or(ilike(t.downloads.title, pattern), ilike(t.downloads.releaseNotes, pattern))!);
    }
    return and(...list)!;
  }

  return {
    async list(
      models: readonly string[],
      options: { filter?: DownloadFilter | null; limit: number; offset: number },
    ): Promise<{ items: DownloadRow[]; total: number; languages: string[] }> {
      const where = conditions(models, options.filter);
      const [items, [totalRow], languages] = await Promise.all([
        db
          .select()
          .from(t.downloads)
          .where(where)
          .orderBy(desc(t.downloads.releaseDate), t.downloads.id)
          .limit(options.limit)
          .offset(options.offset),
        db.select({ value: count() }).from(t.downloads).where(where),
        db
          .selectDistinct({ language: t.downloads.language })
          .from(t.downloads)
          .where(forModels(models))
          .orderBy(t.downloads.language),
      ]);
      return {
        items,
        total: totalRow?.value ?? 0,
        languages: languages.map((row) => row.language),
      };
    },

    async get(models: readonly string[], id: string): Promise<DownloadRow | undefined> {
      const [row] = await db
        .select()
        .from(t.downloads)
        .where(and(eq(t.downloads.id, id), forModels(models)));
      return row;
    },
  };
}
