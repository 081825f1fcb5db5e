import { Server, type ServerResponse } from "node:http";
import { isPagePath, PAGE_METHODS, READ_METHODS } from "./requestTargets";

/**
 * Methods Node's `Request` (undici) refuses to construct: Next turns every request into one
 * before the proxy or a route handler runs, so TRACE answered a bare 500 on every address
 * (issue 41). TRACK and CONNECT never reach a request listener (Node's parser answers TRACK 400).
 */
const UNSERVABLE = new Set(["TRACE", "TRACK"]);
const INSTALLED = Symbol.for("wire.refuseUnservableMethods");

/** Answers 405 with `Allow` and a message: a page's methods, or a read-only address's. */
export function answerUnservableMethod(method: string, url: string, res: ServerResponse): void {
  const path = url.split("?")[0] ?? "/";
  const allow = isPagePath(path) ? PAGE_METHODS : READ_METHODS;
  const body = `Method not allowed: ${method} is not served here.\n`;
  res.writeHead(405, {
    allow: allow.join(", "),
    "content-type": "text/plain; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
  });
  res.end(body);
}

/**
 * Answers TRACE with 405 before Next sees it. `next start` creates its HTTP server
 * itself and offers no hook before its request handler, so this wraps the servers' `emit` of
 * `request` (installed once, from `instrumentation.ts`, which Next runs before it serves).
 * A route handler's real methods are listed by its OPTIONS answer; `Allow` here names the methods
 * every address of the kind serves.
 */
export function refuseUnservableMethods(): void {
  const prototype = Server.prototype as Server & { [INSTALLED]?: true };
  if (prototype[INSTALLED]) return;
  const emit = prototype.emit;
  prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const [req, res] = args as [{ method?: string; url?: string }, ServerResponse];
      const method = req.method?.toUpperCase() ?? "";
      if (UNSERVABLE.has(method)) {
        answerUnservableMethod(method, req.url ?? "/", res);
        return true;
      }
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
  prototype[INSTALLED] = true;
}
