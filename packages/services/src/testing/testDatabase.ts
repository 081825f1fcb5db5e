import {
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { inject } from "vitest";
import { loadConfig } from "../config";
import { type DatabaseHandle, openDatabase, resetDatabase } from "../db/connect";
import { seed } from "../seed/seed";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where this run keeps its seeded database copies (`databaseCopies.globalSetup.ts`). */
    databaseCopies: string;
  }
}

/** What a test seeds its database with (the seed's own options, without its log). */
export type TestSeed = Omit<Parameters<typeof seed>[1], "log">;

const defaults = loadConfig({});

/**
 * Everything the seed writes but the service tickets (10 000 of them by default, most of a
 * seed's time): for the tests of the content, catalogue, search and file services. With the
 * configuration's defaults, it is the same copy as services started with `SEED_TICKETS: "0"`.
 */
export const SEED_WITHOUT_TICKETS: TestSeed = {
  demoPassword: defaults.DEMO_PASSWORD,
  rolePrefix: defaults.ROLE_PREFIX,
  ticketCount: 0,
};

const COPY_WAIT_MS = 120_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The database of one test file, migrated and, with `seed`, seeded.
 *
 * With `TEST_DATABASE_URL` set (`pnpm --filter @wire/services test:pg`) and `postgres` not
 * false, that PostgreSQL database, emptied first. Otherwise an in-memory PGlite. A new one costs
 * 4.4 s here before its first query (PGlite creates the cluster), and migrating and seeding it
 * 3–15 s more (several times that beside the browser tests). So the first test file of a run that
 * asks for a seed builds it and leaves a copy (`DatabaseHandle.dump`) in the run's directory
 * (`databaseCopies.globalSetup.ts`); the others start from the copy in about 2 s.
 */
export async function openTestDatabase(
  options: { seed?: TestSeed; postgres?: boolean } = {},
): Promise<DatabaseHandle> {
  const databaseUrl = options.postgres === false ? undefined : process.env.TEST_DATABASE_URL;
  if (databaseUrl) {
    const database = await openDatabase({ databaseUrl });
    await resetDatabase(database.db);
    if (options.seed) await seed(database.db, options.seed);
    return database;
  }
  const dir = inject("databaseCopies");
  const copy = dir ? join(dir, `${copyName(options.seed)}.tar`) : undefined;
  const found = copy ? await claimOrWait(copy) : "alone";
  if (found instanceof Blob) return openDatabase({ inMemory: true, from: found });
  const claimed = found === "claimed" ? copy : undefined;
  try {
    const database = await openDatabase({ inMemory: true });
    if (options.seed) await seed(database.db, options.seed);
    if (claimed) {
      // Written beside and renamed, so a reader never sees half a copy.
      writeFileSync(
        `${claimed}.part`,
        new Uint8Array(await (await database.dump!()).arrayBuffer()),
      );
      renameSync(`${claimed}.part`, claimed);
    }
    return database;
  } catch (error) {
    // The workers waiting for this copy build their own instead (and report their own error).
    if (claimed) rmSync(`${claimed}.claim`, { force: true });
    throw error;
  }
}

function copyName(options: TestSeed | undefined): string {
  if (!options) return "empty";
  const { demoPassword, rolePrefix, ticketCount } = options;
  return Buffer.from(JSON.stringify([demoPassword, rolePrefix, ticketCount ?? null])).toString(
    "base64url",
  );
}

/**
 * The copy when it exists or another worker is writing it (then once it is written);
 * `"claimed"` when this worker is the first to ask and is to build and leave it; `"alone"` when
 * the worker that claimed it failed or took too long: this one builds a database of its own.
 */
async function claimOrWait(copy: string): Promise<Blob | "claimed" | "alone"> {
  try {
    closeSync(openSync(`${copy}.claim`, "wx"));
    return "claimed";
  } catch {
    const deadline = Date.now() + COPY_WAIT_MS;
    while (!existsSync(copy)) {
      if (Date.now() > deadline || !existsSync(`${copy}.claim`)) return "alone";
      await sleep(200);
    }
    return new Blob([readFileSync(copy)]);
  }
}
