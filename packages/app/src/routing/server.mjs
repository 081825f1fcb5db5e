/**
 * The production server (`pnpm --filter @wire/app start`): Next's own request handler behind a
 * thin Node HTTP server that answers page-cache hits first (issue 5, "Performance").
 *
 * Measured with `pnpm bench pages`: answering a cached page from the proxy still costs Next's
 * proxy invocation (routing, a NextRequest, tracing spans, the response piped through web
 * streams), which alone kept cached pages well below a prerendered page. Here a request whose
 * raw key (host, path and query, cookies; see `rawPageKey` in `pageCache.ts`) the proxy has
 * answered from the page cache before, with the page still fresh, is written out directly;
 * everything else (misses, stale pages, flags, sessions, client navigations, assets, APIs) goes
 * to Next unchanged, and the proxy keeps every rule of the page cache. The lookup is installed
 * on `globalThis` by the proxy's bundle (`wire.pageCache.answer`), so before the first proxied
 * request nothing is answered here.
 *
 * Options as `next start`: `-H`/`--hostname` (default 0.0.0.0), `-p`/`--port` (default $PORT
 * or 3000); the app directory is the working directory. `next dev` stays the development server.
 */
import { createServer } from "node:http";

const args = process.argv.slice(2);
const option = (short, long, fallback) => {
  const index = args.findIndex((arg) => arg === short || arg === long);
  return index >= 0 && args[index + 1] !== undefined ? args[index + 1] : fallback;
};
const hostname = option("-H", "--hostname", "0.0.0.0");
const port = Number(option("-p", "--port", process.env.PORT ?? "3000"));

// As `next start`: set before Next loads.
process.env.NODE_ENV = "production";
const { default: next } = await import("next");
const app = next({ dev: false, dir: process.cwd(), hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const answerKey = Symbol.for("wire.pageCache.answer");
const headerOf = (request) => (name) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
};

const server = createServer((request, response) => {
  const answer = globalThis[answerKey];
  if (answer && request.method === "GET") {
    const hit = answer(request.method, request.url ?? "/", headerOf(request));
    if (hit) {
      response.writeHead(hit.status, hit.headers);
      response.end(hit.body);
      return;
    }
  }
  handle(request, response).catch((error) => {
    console.error(`[server] ${request.url}: ${error?.stack ?? error}`);
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  });
});

server.listen(port, hostname, () => {
  console.log(`▲ Next.js (page-cache front) ready on http://${hostname}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    server.close();
    Promise.resolve(app.close?.()).finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 3_000).unref();
  });
}
