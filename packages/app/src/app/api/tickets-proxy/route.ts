import { isAllowedTicketOperation, ticketOperationErrors } from "@wire/graphql";
import { NextResponse } from "next/server";
import { isSameOriginRequest } from "../../../auth/csrf";
import { currentSession } from "../../../auth/session";
import { appConfig } from "../../../config";
import { forwardToSis } from "../../../data/services";
import { requestLogger } from "../../../http/logger";

/** Requests to the SIS time out after 5000 ms (spec section 9). */
const SIS_TIMEOUT_MS = 5000;

const json = (status: number, body: unknown) =>
  NextResponse.json(body, { status, headers: { "cache-control": "no-store" } });

/**
 * `POST /api/tickets-proxy`: the browser's same-origin door to the ticketing
 * service (spec section 7). It adds the user's ID token from the server-side
 * session — the browser never holds it — and lets through only this site's
 * ticket operations, from this site's pages.
 */
export async function POST(request: Request) {
  const config = appConfig();
  if (!isSameOriginRequest(request, config.APP_URL)) return json(403, { error: "forbidden" });
  const session = await currentSession();
  if (!session) return json(401, { error: "unauthenticated" });

  let body: { query?: unknown; variables?: Record<string, unknown>; operationName?: unknown };
  try {
    body = await request.json();
  } catch {
    return json(400, { error: "The request body is not valid JSON" });
  }
  if (!isAllowedTicketOperation(body?.query))
    return json(400, { error: "Unknown ticket operation" });
  // The operation is the document itself, whatever `operationName` says; every mutation's
  // variables pass the domain's rules here before the SIS checks them again.
  const variables =
    body.variables && typeof body.variables === "object" ? body.variables : undefined;
  const errors = ticketOperationErrors(body.query, variables);
  if (errors) return json(422, { errors });

  try {
    const upstream = await forwardToSis(
      session.tokens.idToken,
      { query: body.query, variables: variables ?? {} },
      SIS_TIMEOUT_MS,
    );
    return new Response(upstream.body, {
      status: upstream.status,
      headers: { "content-type": "application/json", "cache-control": "no-store" },
    });
  } catch (error) {
    requestLogger(request).error(`[tickets-proxy] ${(error as Error).message}`);
    return json(502, { error: "The ticketing service is not available" });
  }
}
