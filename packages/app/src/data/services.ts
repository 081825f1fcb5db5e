import { ID_TOKEN_HEADER } from "@wire/graphql";
import { appConfig } from "../config";
import { perRequestFetch } from "./upstream";

/**
 * The app's door to the services' plain HTTP endpoints (files, search), for
 * route handlers that pass their answers on and for pages: one place knows
 * where they are and how long they may take.
 */
export function servicesFetch(
  path: `/${string}`,
  init: RequestInit & { timeoutMs: number },
): Promise<Response> {
  const { timeoutMs, ...rest } = init;
  return perRequestFetch(`${appConfig().SERVICES_URL.replace(/\/$/, "")}${path}`, {
    cache: "no-store",
    ...rest,
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/** A JSON POST to the services' search (`/search/query`, `/search/suggest`). */
export function searchServices(
  path: "/search/query" | "/search/suggest",
  body: unknown,
  timeoutMs: number,
): Promise<Response> {
  return servicesFetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    timeoutMs,
  });
}

/**
 * A GraphQL operation sent to the SIS / ticketing service as the signed-in
 * user (their ID token in `x-id-token`, spec section 7), answered as it comes.
 */
export function forwardToSis(idToken: string, body: unknown, timeoutMs: number): Promise<Response> {
  return perRequestFetch(appConfig().sisEndpoint, {
    method: "POST",
    headers: { "content-type": "application/json", [ID_TOKEN_HEADER]: idToken },
    body: JSON.stringify(body),
    cache: "no-store",
    signal: AbortSignal.timeout(timeoutMs),
  });
}
