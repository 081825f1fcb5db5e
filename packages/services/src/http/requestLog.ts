import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { type DestinationStream, type Logger, pino } from "pino";

/** The header a request id travels in: the site sends one with each call, the services echo it. */
export const REQUEST_ID_HEADER = "x-request-id";

/** An id the caller gave is kept only when it is short and plain (it is echoed and logged). */
const ACCEPTED_REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * What pino blanks out of any object logged: credentials never reach the logs, whatever a
 * caller passes (headers, form fields, token responses).
 */
export const REDACTED_PATHS = [
  "password",
  "*.password",
  "newPassword",
  "*.newPassword",
  "currentPassword",
  "*.currentPassword",
  "token",
  "*.token",
  "*.access_token",
  "*.id_token",
  "*.refresh_token",
  "headers.authorization",
  "headers.cookie",
  'headers["set-cookie"]',
  'headers["x-id-token"]',
  "*.headers.authorization",
  "*.headers.cookie",
  '*.headers["set-cookie"]',
  '*.headers["x-id-token"]',
];

/** The services' structured JSON logger: one JSON object a line, credentials redacted. */
export function createLogger(
  options: { level?: string; destination?: DestinationStream } = {},
): Logger {
  return pino(
    {
      base: { service: "wire-services" },
      level: options.level ?? "info",
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    },
    options.destination,
  );
}

const requestLogs = new AsyncLocalStorage<Logger>();

/** The logger of the request being handled (its lines carry the request id), if any. */
export function currentRequestLog(): Logger | undefined {
  return requestLogs.getStore();
}

/** The caller's `x-request-id` when it is acceptable, or a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === "string" && ACCEPTED_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Wraps the services' HTTP entry point: each request gets its id (the caller's or a new one),
 * echoed in the response's `x-request-id`; the handler runs with a child logger carrying it
 * (`currentRequestLog`), and one line is logged per answered request. The line has the path
 * without its query string, which can carry codes and tokens.
 */
export function withRequestLog(
  logger: Logger,
  handler: (req: IncomingMessage, res: ServerResponse) => unknown,
) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const requestId = requestIdOf(req);
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const log = logger.child({ requestId });
    const started = performance.now();
    res.on("finish", () => {
      // Health probes come every few seconds: their lines only at debug level.
      log[req.url === "/health" ? "debug" : "info"](
        {
          method: req.method,
          path: (req.url ?? "/").split("?")[0],
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
        },
        "request",
      );
    });
    return requestLogs.run(log, () => handler(req, res));
  };
}
