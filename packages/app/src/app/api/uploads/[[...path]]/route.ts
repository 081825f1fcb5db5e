import { UPLOAD_MAX_BYTES } from "@wire/domain";
import { isSameOriginRequest } from "../../../../auth/csrf";
import { currentSession } from "../../../../auth/session";
import { appConfig } from "../../../../config";
import { requestLogger } from "../../../../http/logger";
import { unsafeForwardedValue, unsafeValueResponse } from "../../../../http/unsafeForwardedValue";

/** The tus headers that pass between the browser and the services' upload endpoint. */
const TUS_REQUEST_HEADERS = [
  "tus-resumable",
  "upload-length",
  "upload-offset",
  "upload-metadata",
  "upload-defer-length",
  "upload-concat",
  "content-type",
  "content-length",
];
const TUS_RESPONSE_HEADERS = [
  "tus-resumable",
  "tus-version",
  "tus-extension",
  "tus-max-size",
  "upload-offset",
  "upload-length",
  "upload-metadata",
  "upload-expires",
  "content-type",
];
const UPLOAD_ID = /^[a-f0-9-]{36}$/;
const METHODS = "DELETE, HEAD, OPTIONS, PATCH, POST";
/** What this door supports of tus 1.0.0: the POST carries no bytes, so not creation-with-upload. */
const TUS_EXTENSIONS = "creation,termination";
const SERVICE_UNAVAILABLE = "The upload service is not available. Please try again later.";

/**
 * `/api/uploads[/{id}]`: the browser's same-origin door to the services'
 * resumable uploads (tus). It adds the session's ID token, so the services
 * check the user on every chunk; it passes the body through as a stream.
 */
async function forward(request: Request, { params }: { params: Promise<{ path?: string[] }> }) {
  const config = appConfig();
  const path = (await params).path ?? [];
  for (const segment of path) {
    const reason = unsafeForwardedValue(segment);
    if (reason) return unsafeValueResponse("path", reason);
  }
  if (path.length > 1 || (path[0] && !UPLOAD_ID.test(path[0]))) {
    return new Response("Not found", { status: 404 });
  }
  if (request.method !== "HEAD" && !isSameOriginRequest(request, config.APP_URL)) {
    return new Response("Forbidden", { status: 403 });
  }
  const session = await currentSession();
  if (!session) return new Response("Unauthenticated", { status: 401 });
  const headers = new Headers({ "x-id-token": session.tokens.idToken });
  for (const name of TUS_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const services = config.SERVICES_URL.replace(/\/$/, "");
  let upstream: Response;
  try {
    upstream = await fetch(`${services}/sis/uploads${path[0] ? `/${path[0]}` : ""}`, {
      method: request.method,
      headers,
      body: request.method === "PATCH" ? request.body : null,
      // @ts-expect-error Node's fetch needs `duplex` to stream a request body.
      duplex: "half",
      cache: "no-store",
      redirect: "manual",
    });
  } catch (error) {
    requestLogger(request).error(`[uploads] ${(error as Error).message}`);
    return new Response(SERVICE_UNAVAILABLE, { status: 502 });
  }
  // tus answers 2xx and 4xx; a redirect would point the browser elsewhere (issue 20, SSRF).
  if (upstream.status >= 300 && upstream.status < 400) {
    requestLogger(request).error(`[uploads] the service answered ${upstream.status}`);
    return new Response(SERVICE_UNAVAILABLE, { status: 502 });
  }
  // The services' own failure is logged there, with the request id; its words stay there too.
  if (upstream.status >= 500) {
    await upstream.body?.cancel();
    requestLogger(request).error(`[uploads] the service answered ${upstream.status}`);
    return new Response(SERVICE_UNAVAILABLE, {
      status: 502,
      headers: { "tus-resumable": "1.0.0", "cache-control": "no-store" },
    });
  }
  const answer = new Headers({ "cache-control": "no-store" });
  for (const name of TUS_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) answer.set(name, value);
  }
  const location = upstream.headers.get("location");
  if (location) answer.set("location", `/api/uploads/${location.split("/").pop()}`);
  return new Response(request.method === "HEAD" ? null : upstream.body, {
    status: upstream.status,
    headers: answer,
  });
}

/**
 * `OPTIONS /api/uploads`: tus 1.0.0's discovery, answered here (it needs no session): the
 * version, the extensions this door supports and the largest upload (spec §5: 100 MB).
 */
export function OPTIONS() {
  return new Response(null, {
    status: 204,
    headers: {
      allow: METHODS,
      "tus-resumable": "1.0.0",
      "tus-version": "1.0.0",
      "tus-extension": TUS_EXTENSIONS,
      "tus-max-size": String(UPLOAD_MAX_BYTES),
      "cache-control": "no-store",
    },
  });
}

export { forward as POST, forward as PATCH, forward as HEAD, forward as DELETE };
