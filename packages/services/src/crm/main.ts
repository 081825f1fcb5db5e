import { loadConfig } from "../config";
import { startCrmStandIn } from "./crmStandIn";

/**
 * Starts the local CRM stand-in on `CRM_PORT` (default 4010), keeping leads in `CRM_DATA_FILE`
 * (default `.data/crm/leads.jsonl`): `pnpm --filter @wire/services crm`.
 */
const config = loadConfig();
const crm = await startCrmStandIn({
  port: config.CRM_PORT,
  dataFile: config.CRM_DATA_FILE,
  log: (line) => console.log(line),
});
console.log(`crm: listening on ${crm.url}/crm/leads, leads in ${config.CRM_DATA_FILE}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void crm.close().then(() => process.exit(0));
  });
}
