import { loadConfig } from "./config";
import { startServices } from "./server";

/**
 * `pnpm --filter @wire/services start [--reset] [--seed-only]`:
 * migrates and seeds the database, then serves every local service.
 */
const args = new Set(process.argv.slice(2));
const log = (line: string) => console.log(`[services] ${line}`);

const config = loadConfig();
const services = await startServices(config, { reset: args.has("--reset"), log });
if (args.has("--seed-only")) {
  await services.close();
  log("seed-only: done");
} else {
  log(`identity issuer ${services.issuer}`);
  const stop = async (signal: string) => {
    log(`${signal}: shutting down`);
    await services.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}
