import { loadConfigOrExit } from "./config";
import { createLogger } from "./http/requestLog";

/**
 * `pnpm --filter @wire/services start [--reset] [--seed-only]`:
 * migrates and seeds the database, then serves every local service.
 */
const args = new Set(process.argv.slice(2));
const config = loadConfigOrExit();
// After the configuration: a refused start says only why (the identity server's library prints
// a warning of its own as it loads).
const { startServices } = await import("./server");
const logger = createLogger({ level: config.LOG_LEVEL });
const log = (line: string) => logger.info(line);

const services = await startServices(config, { reset: args.has("--reset"), logger });
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
