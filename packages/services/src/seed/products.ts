import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/connect";
import * as t from "../db/schema";
import { buildCatalogue } from "./catalogue/buildCatalogue";

/** `SET col = excluded.col` for every column: an upsert that replaces the whole row. */
function replaceAll(table: PgTable): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => [
      key,
      sql.raw(`excluded."${column.name}"`),
    ]),
  );
}

/**
 * Writes the product catalogue: classifications, capabilities, documents and products with their
 * English and German texts. Rows are upserted, so a database seeded by an older version gets the
 * current catalogue (gamma-263 keeps its slug and route).
 */
export async function seedCatalogue(db: Database, log: (line: string) => void = () => {}) {
  const catalogue = buildCatalogue();
  log(
    `seed: catalogue (${catalogue.classifications.length} classifications, ${catalogue.products.length} products, ${catalogue.capabilities.length} capabilities, ${catalogue.documents.length} documents)`,
  );
  await db
    .insert(t.classifications)
    .values(catalogue.classifications)
    .onConflictDoUpdate({ target: t.classifications.id, set: replaceAll(t.classifications) });
  await db
    .insert(t.capabilities)
    .values(catalogue.capabilities)
    .onConflictDoUpdate({ target: t.capabilities.id, set: replaceAll(t.capabilities) });
  await db
    .insert(t.documents)
    .values(catalogue.documents)
    .onConflictDoUpdate({
      target: [t.documents.slug, t.documents.language],
      set: replaceAll(t.documents),
    });
  await db
    .insert(t.products)
    .values(catalogue.products.map((p) => p.product))
    .onConflictDoUpdate({ target: t.products.slug, set: replaceAll(t.products) });
  await db
    .insert(t.productLocalizations)
    .values(catalogue.products.flatMap((p) => p.localizations))
    .onConflictDoUpdate({
      target: [t.productLocalizations.productSlug, t.productLocalizations.locale],
      set: replaceAll(t.productLocalizations),
    });
  return catalogue;
}
