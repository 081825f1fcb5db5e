import { type AnyColumn, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/connect";
import * as t from "../db/schema";
import { batchLoad, type ContentContext } from "./contentContext";

/** The small tables behind `SystemData` (countries, languages, sites, brands), each in its order. */
const SYSTEM_TABLES = {
  countries: { table: t.countries, orderBy: t.countries.sortIndex },
  languages: { table: t.languages, orderBy: t.languages.sortIndex },
  sites: { table: t.sites, orderBy: t.sites.name },
  brands: { table: t.brands, orderBy: t.brands.sortIndex },
} satisfies Record<string, { table: PgTable; orderBy: AnyColumn }>;

export type SystemTable = keyof typeof SYSTEM_TABLES;
type Row<K extends SystemTable> = (typeof SYSTEM_TABLES)[K]["table"]["$inferSelect"];

/**
 * A table's rows, as drizzle would select them (the schema's property names), in a JSON array
 * built by the database: `json_build_object` of every column, aggregated in the table's order.
 */
function rowsAsJson({ table, orderBy }: { table: PgTable; orderBy: AnyColumn }): SQL {
  const fields = Object.entries(getTableColumns(table)).flatMap(([key, column]) => [
    sql`${key}::text`,
    sql.identifier(column.name),
  ]);
  return sql`(select coalesce(json_agg(json_build_object(${sql.join(fields, sql`, `)}) order by ${sql.identifier(orderBy.name)}), '[]'::json) from ${table})`;
}

/**
 * A system table's rows. The tables a request's resolvers ask for in one tick are read in one
 * statement (`SystemData` asks for all four: one round trip to the database instead of four,
 * each of which cost PGlite ~3 ms of the services' CPU).
 */
export function loadSystemTable<K extends SystemTable>(
  db: Database,
  name: K,
  ctx: ContentContext,
): Promise<Row<K>[]> {
  return batchLoad(
    ctx,
    "system-tables",
    async (names) => {
      const columns = names.map(
        (n) => sql`${rowsAsJson(SYSTEM_TABLES[n as SystemTable])} as ${sql.identifier(n)}`,
      );
      const result = await db.execute(sql`select ${sql.join(columns, sql`, `)}`);
      const [row] = ("rows" in result ? result.rows : result) as Record<string, unknown[]>[];
      return names.map((n) => row![n]!);
    },
    name,
  ) as Promise<Row<K>[]>;
}
