import { createAccountClient } from "@wire/graphql";
import type { Session } from "../auth/sessionStore";
import { appConfig } from "../config";
import { clientLogger, perRequestFetch } from "./upstream";

/**
 * The app's one door to the identity server's account API, as the signed-in
 * user of a session (their access token). Never cached: what it answers
 * belongs to one person.
 */
export function accountClient(session: Pick<Session, "tokens">) {
  return createAccountClient({
    endpoint: appConfig().accountEndpoint,
    accessToken: session.tokens.accessToken,
    fetch: perRequestFetch,
    logger: clientLogger,
  });
}
