import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;

/** A transaction on the database. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The database or a transaction on it, for writes that join the caller's transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /**
   * The embedded database's data directory as one uncompressed tarball, for `openDatabase`'s
   * `from` (tests seed a database once and start each of theirs from the copy); PGlite only.
   */
  dump?(): Promise<Blob>;
}

/**
 * Opens the services' database and applies pending migrations: the embedded
 * PGlite under `dataDir`, or a PostgreSQL server when `databaseUrl` is given.
 * Both speak the same SQL, so the rest of the code does not know which it has.
 */
export async function openDatabase(options: {
  dataDir?: string;
  databaseUrl?: string | undefined;
  inMemory?: boolean;
  /** An in-memory database starts as a copy of this data directory (a `DatabaseHandle.dump`). */
  from?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 5 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    // Both drivers expose the same query builder; the cast names that fact for TypeScript.
    return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
  }
  let client: PGlite;
  if (options.inMemory) {
    client = new PGlite(options.from ? { loadDataDir: options.from } : {});
  } else {
    if (!options.dataDir) throw new Error("openDatabase needs a dataDir or a databaseUrl");
    mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite(options.dataDir);
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: "pglite",
    close: () => client.close(),
    dump: () => client.dumpDataDir("none"),
  };
}

/** Empties every table, for `--reset`. */
export async function resetDatabase(db: Database): Promise<void> {
  const tables = [
    schema.pageLocalizations,
    schema.pages,
    schema.navigations,
    schema.newsFeedItems,
    schema.systemRedirects,
    schema.brands,
    schema.languages,
    schema.sites,
    schema.countries,
    schema.productLocalizations,
    schema.products,
    schema.classifications,
    schema.capabilities,
    schema.documents,
    schema.notifications,
    schema.partsRequests,
    schema.savedLists,
    schema.carts,
    schema.partPriceLists,
    schema.softwarePackages,
    schema.knowledgeTopics,
    schema.knowledgeArticles,
    schema.modelParts,
    schema.explodedViews,
    schema.parts,
    schema.productInfoItems,
    schema.uploads,
    schema.ticketAttachments,
    schema.ticketReplies,
    schema.tickets,
    schema.downloads,
    schema.machines,
    schema.locations,
    schema.organisations,
    schema.mailOutbox,
    schema.formSubmissions,
    schema.botcheckTokens,
    schema.auditLog,
    schema.invitations,
    schema.applicationAccess,
    schema.organisationMemberships,
    schema.users,
    schema.oidcPayloads,
    schema.loginFailures,
    schema.signingKeys,
    schema.seedState,
  ];
  for (const table of tables) await db.delete(table);
}
