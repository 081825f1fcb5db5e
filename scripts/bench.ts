/**
 * `pnpm bench <name>`: runs `scripts/bench/<name>.ts`, whose default export
 * measures one thing and prints its figures. Benchmarks are scripts, never
 * timed tests: figures on a shared 2-core machine are evidence, not gates.
 */
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = join(dirname(fileURLToPath(import.meta.url)), "bench");
const available = readdirSync(here)
  .filter((file) => file.endsWith(".ts") && !file.includes(".test."))
  .map((file) => file.replace(/\.ts$/, ""))
  .filter((name) => !name.startsWith("_"));

const name = process.argv[2];
if (!name || !available.includes(name)) {
  console.error(`Usage: pnpm bench <${available.join("|")}>`);
  process.exit(2);
}
const bench = (await import(join(here, `${name}.ts`))) as {
  default: (args: string[]) => Promise<void>;
};
await bench.default(process.argv.slice(3));
