import { loadConfigOrExit } from "./config";

/**
 * `pnpm --filter @wire/services desk reply <ticket-id> "<text>" [--author "<name>"]`,
 * `pnpm --filter @wire/services desk status <ticket-id> <NEW|IN_PROGRESS|WAITING_FOR_CUSTOMER|RESOLVED|CLOSED>` and
 * `pnpm --filter @wire/services desk request-status <reference> <IN_REVIEW|QUOTED|CONFIRMED|CLOSED> [--note "<text>"]`:
 * the service desk answering a customer, through the running services' desk API.
 */
const [command, id, value, ...rest] = process.argv.slice(2);
const usage =
  'usage: desk reply <ticket-id> "<text>" [--author "<name>"] | desk status <ticket-id> <status> | desk request-status <reference> <status> [--note "<text>"]';
if (
  !id ||
  !value ||
  (command !== "reply" && command !== "status" && command !== "request-status")
) {
  console.error(usage);
  process.exit(2);
}
const config = loadConfigOrExit();
const option = (name: string) => {
  const index = rest.indexOf(name);
  return index >= 0 ? rest[index + 1] : undefined;
};
const author = option("--author");
const note = option("--note");
const body =
  command === "reply"
    ? { text: value, ...(author ? { author } : {}) }
    : { status: value, ...(note ? { note } : {}) };
const base = `http://${config.SERVICES_HOST}:${config.SERVICES_PORT}/sis/desk`;
const url =
  command === "request-status"
    ? `${base}/requests/${encodeURIComponent(id)}/status`
    : `${base}/tickets/${encodeURIComponent(id)}/${command === "reply" ? "replies" : "status"}`;
const response = await fetch(url, {
  method: "POST",
  headers: { "content-type": "application/json", authorization: `Bearer ${config.DESK_TOKEN}` },
  body: JSON.stringify(body),
}).catch((error: Error) => {
  console.error(`desk: the services are not reachable at ${url} (${error.message})`);
  process.exit(1);
});
const answer = (await response.json()) as { ok?: boolean; error?: string };
if (!response.ok) {
  console.error(`desk: ${answer.error ?? response.status}`);
  process.exit(1);
}
console.log(command === "reply" ? `desk: replied to ${id}` : `desk: ${id} is now ${value}`);
