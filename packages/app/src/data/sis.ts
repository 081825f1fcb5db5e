import { createSisClient, type SisClient } from "@wire/graphql";
import type { Session } from "../auth/sessionStore";
import { appConfig } from "../config";
import { servicesFetch } from "./services";
import { clientLogger, perRequestFetch } from "./upstream";

/**
 * The app's one door to the SIS / ticketing service as the signed-in user of
 * a session (their ID token, spec section 7). Never cached: every answer
 * belongs to one organisation and the service decides what it may see.
 */
export function sisClient(session: Pick<Session, "tokens">): SisClient {
  return createSisClient({
    endpoint: appConfig().sisEndpoint,
    idToken: session.tokens.idToken,
    fetch: perRequestFetch,
    logger: clientLogger,
  });
}

/** A SIS file (`/sis/attachments/{id}`, `/sis/downloads/{id}`) fetched as the session's user. */
export function sisFile(
  session: Pick<Session, "tokens">,
  path: `/sis/${"attachments" | "downloads"}/${string}`,
): Promise<Response> {
  return servicesFetch(path, {
    headers: { "x-id-token": session.tokens.idToken },
    timeoutMs: 30_000,
  });
}
