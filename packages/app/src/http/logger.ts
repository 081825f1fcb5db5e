import { randomUUID } from "node:crypto";
import pino, { type DestinationStream, type Logger } from "pino";

/**
 * What never reaches a log line, wherever it sits in the logged object: credentials, tokens
 * and cookies (ASVS 16.2.5). Messages are logged as data, never with a secret in the text.
 */
const REDACTED = [
  "password",
  "token",
  "idToken",
  "accessToken",
  "refreshToken",
  "authorization",
  "cookie",
  "cookies",
  "secret",
  "headers.cookie",
  "headers.authorization",
  'headers["set-cookie"]',
  'headers["x-id-token"]',
];
const REDACT_PATHS = [...REDACTED, ...REDACTED.map((path) => `*.${path}`)];

/** An incoming request id is kept only when it is plainly an id (nginx's `$request_id`, a UUID…). */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The app's structured log: one JSON object a line (level, time, msg, requestId, …) on
 * standard output, so a newline or quote a visitor puts in a value stays inside its string
 * and cannot forge a line (issue 20). pino, the logger Next lists as a server package.
 *
 * @example createLogger().info({ path: "/en" }, "page rendered")
 */
export function createLogger(destination?: DestinationStream): Logger {
  const options = {
    level: process.env.LOG_LEVEL ?? "info",
    base: { service: "wire-app" },
    messageKey: "msg",
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** The process's logger (request-less lines: start-up, background work). */
export const logger = createLogger();

const generated = new WeakMap<object, string>();

/**
 * A request's id: the `x-request-id` nginx (or a caller) sent, or one made for it and kept
 * with its headers, so every line of one request carries the same id.
 */
export function requestIdOf(headers: Pick<Headers, "get">): string {
  const incoming = headers.get("x-request-id");
  if (incoming && REQUEST_ID.test(incoming)) return incoming;
  let id = generated.get(headers);
  if (!id) {
    id = randomUUID();
    generated.set(headers, id);
  }
  return id;
}

/** The logger of one request (a route handler's `request`), its lines carrying the request id. */
export function requestLogger(request: Pick<Request, "headers">, base: Logger = logger): Logger {
  return base.child({ requestId: requestIdOf(request.headers) });
}

/**
 * The logger of the request being served (pages, server actions), read from Next's
 * `headers()`; outside a request (a cached getter, start-up) the process's logger.
 */
export async function currentLogger(): Promise<Logger> {
  try {
    const { headers } = await import("next/headers");
    return requestLogger({ headers: (await headers()) as unknown as Headers });
  } catch {
    return logger;
  }
}

/** The current request's id for calls to the services (`x-request-id`), when there is a request. */
export async function currentRequestId(): Promise<string | undefined> {
  try {
    const { headers } = await import("next/headers");
    return requestIdOf(await headers());
  } catch {
    return undefined;
  }
}
