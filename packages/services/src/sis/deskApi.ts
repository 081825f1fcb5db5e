import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Database } from "../db/connect";
import type { PartsRequestStatus } from "../db/partsSchema";
import type { TicketStatusValue } from "../db/sisSchema";
import { readJson } from "../http/readBody";
import { REQUEST_STATUSES } from "./requestStore";
import { createServiceDesk, DeskRefusal, RequestStatusError } from "./serviceDesk";
import { TICKET_STATUSES } from "./ticketStore";

/** The service desk's internal door: not for browsers, guarded by `DESK_TOKEN`. */
export const DESK_PATH = "/sis/desk";

const ROUTE = /^\/sis\/desk\/tickets\/(T-\d{4}-\d{6})\/(replies|status)$/;
const REQUEST_ROUTE = /^\/sis\/desk\/requests\/([QO]-\d{4}-\d{6})\/status$/;

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}

/**
 * The message of the service desk's own refusal (`No ticket …`); any other error is rethrown, so
 * the server logs it and answers 500 with a generic message, not a failed query.
 */
function deskMessage(error: unknown): string {
  if (error instanceof DeskRefusal) return error.message;
  throw error;
}

function authorised(req: IncomingMessage, token: string): boolean {
  const given = Buffer.from(req.headers.authorization ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * `POST /sis/desk/tickets/{id}/replies` `{ author?, text }` and
 * `POST /sis/desk/tickets/{id}/status` `{ status }`: what the service desk's own tools would do,
 * for the `desk` command, the README and the tests. Each notifies the ticket's contact.
 * `POST /sis/desk/requests/{reference}/status` `{ status, note? }` moves a quote or order request
 * (409 when its lifecycle does not allow the step) and notifies its requester.
 */
export function createDeskApi(db: Database, options: { token: string }) {
  const desk = createServiceDesk(db);
  return async (req: IncomingMessage, res: ServerResponse) => {
    if (!authorised(req, options.token)) return answer(res, 401, { error: "unauthenticated" });
    const path = (req.url ?? "").split("?")[0]!;
    const requestMatch = REQUEST_ROUTE.exec(path);
    if (req.method === "POST" && requestMatch) {
      const body = (await readJson(req).catch(() => null)) as Record<string, unknown> | null;
      const status = body?.status as PartsRequestStatus;
      if (!REQUEST_STATUSES.includes(status)) {
        return answer(res, 400, { error: `status must be one of ${REQUEST_STATUSES.join(", ")}` });
      }
      try {
        await desk.setRequestStatus(
          requestMatch[1]!,
          status,
          typeof body?.note === "string" ? body.note : undefined,
        );
        return answer(res, 200, { ok: true });
      } catch (error) {
        if (error instanceof RequestStatusError) {
          return answer(res, 409, { error: error.message });
        }
        return answer(res, 404, { error: deskMessage(error) });
      }
    }
    const match = ROUTE.exec(path);
    if (req.method !== "POST" || !match) return answer(res, 404, { error: "not_found" });
    const body = (await readJson(req).catch(() => null)) as Record<string, unknown> | null;
    const [, id, action] = match;
    try {
      if (action === "replies") {
        if (typeof body?.text !== "string" || !body.text.trim()) {
          return answer(res, 400, { error: "A reply needs a text" });
        }
        const author =
          typeof body.author === "string" && body.author.trim() ? body.author : "Service desk";
        await desk.reply(id!, { author, text: body.text });
      } else {
        const status = body?.status as TicketStatusValue;
        if (!TICKET_STATUSES.includes(status)) {
          return answer(res, 400, { error: `status must be one of ${TICKET_STATUSES.join(", ")}` });
        }
        await desk.setStatus(id!, status);
      }
      return answer(res, 200, { ok: true });
    } catch (error) {
      return answer(res, 404, { error: deskMessage(error) });
    }
  };
}
