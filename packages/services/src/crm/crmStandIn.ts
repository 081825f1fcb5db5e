import { appendFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname } from "node:path";
import { z } from "zod";
import { answeredBodyError, answerJson } from "../http/jsonAnswer";
import { readJson } from "../http/readBody";

/** No keep-alive: a client must not reuse a socket of a stand-in that was stopped and restarted. */
const answer = (res: ServerResponse, status: number, body: unknown) =>
  answerJson(res, status, body, { connection: "close" });

/** Where the stand-in takes leads. */
export const CRM_LEADS_PATH = "/crm/leads";

const leadSchema = z.looseObject({
  reference: z.string().min(1).max(100),
  kind: z.string().min(1).max(100),
  fields: z.record(z.string(), z.unknown()),
});

/** A lead as the CRM keeps it: what was posted, and when it arrived. */
export type Lead = z.infer<typeof leadSchema> & { receivedAt: string };

/** The leads of a JSON-lines file, keyed by reference; a torn last line (a crash) is skipped. */
function loadLeads(dataFile: string): Map<string, Lead> {
  const leads = new Map<string, Lead>();
  if (!existsSync(dataFile)) return leads;
  for (const line of readFileSync(dataFile, "utf8").split("\n")) {
    if (!line.trim()) continue;
    try {
      const lead = JSON.parse(line) as Lead;
      if (!leads.has(lead.reference)) leads.set(lead.reference, lead);
    } catch {
      // An incomplete line written when the process was killed; the sender retries it.
    }
  }
  return leads;
}

/**
 * A local stand-in for the CRM that public form submissions are delivered to (issue 18), run as
 * its own process (`pnpm --filter @wire/services crm`) so tests can stop and restart it:
 *
 * - `POST /crm/leads` stores a lead `{ reference, kind, fields, … }`: 201 the first time, 200 when
 *   the reference is already known (a repeated delivery is stored once).
 * - `GET /crm/leads?reference=X` answers the lead or 404; `GET /crm/leads` all of them.
 * - `GET /crm/health` answers 200.
 *
 * Leads are appended to `dataFile` (JSON lines) before the answer, so a restart keeps them.
 *
 * @example
 * const crm = await startCrmStandIn({ port: 0, dataFile: "/tmp/leads.jsonl" });
 * await fetch(`${crm.url}/crm/health`); // 200
 * await crm.close();
 */
export async function startCrmStandIn(options: {
  port: number;
  host?: string;
  dataFile: string;
  log?: (line: string) => void;
}): Promise<{ url: string; close(): Promise<void> }> {
  const log = options.log ?? (() => {});
  const host = options.host ?? "127.0.0.1";
  mkdirSync(dirname(options.dataFile), { recursive: true });
  const leads = loadLeads(options.dataFile);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://crm.local");
    if (url.pathname === "/crm/health" && req.method === "GET") {
      return answer(res, 200, { status: "ok", leads: leads.size });
    }
    if (url.pathname === CRM_LEADS_PATH && req.method === "GET") {
      const reference = url.searchParams.get("reference");
      if (reference === null) return answer(res, 200, [...leads.values()]);
      const lead = leads.get(reference);
      return lead ? answer(res, 200, lead) : answer(res, 404, { error: "not_found" });
    }
    if (url.pathname === CRM_LEADS_PATH && req.method === "POST") {
      let body: unknown;
      try {
        body = await readJson(req);
      } catch (error) {
        if (answeredBodyError(res, error)) return;
        throw error;
      }
      const parsed = leadSchema.safeParse(body);
      if (!parsed.success) {
        return answer(res, 400, { error: parsed.error.issues.map((i) => i.message).join("; ") });
      }
      const known = leads.get(parsed.data.reference);
      if (known) return answer(res, 200, known);
      const lead: Lead = { ...parsed.data, receivedAt: new Date().toISOString() };
      appendFileSync(options.dataFile, `${JSON.stringify(lead)}\n`);
      leads.set(lead.reference, lead);
      log(`crm: lead ${lead.reference} (${lead.kind})`);
      return answer(res, 201, lead);
    }
    return answer(res, 404, { error: "not_found" });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      log(`crm: ${req.method} ${req.url} failed: ${(error as Error).message}`);
      if (!res.headersSent) answer(res, 500, { error: "internal_error" });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
