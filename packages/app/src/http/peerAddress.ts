import { randomBytes } from "node:crypto";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";

/**
 * The request header that carries the connection's own address to route handlers, server
 * actions and the proxy.
 *
 * Why a header of our own (issue 41): Next 16's App Router hands code a Web `Request` with no
 * socket (`NextRequest.ip` was removed in Next 15), and `next start` writes the socket's address
 * only into `X-Forwarded-For` and only when the request has none (`base-server.js`:
 * `req.headers['x-forwarded-for'] ??= socket.remoteAddress`), so from there a client that sends
 * the header names itself. Node publishes every request it parses, with its socket, on the
 * `http.server.request.start` diagnostics channel before the server's `request` event, so
 * before Next reads a header; `stampPeerAddresses` (run by `instrumentation.ts`) writes the
 * address there, replacing anything a client sent under this name.
 */
export const PEER_ADDRESS_HEADER = "x-wire-peer-address";

/**
 * A random value of this process that prefixes the stamp. A request Node parsed before
 * `instrumentation.ts` ran (`next start` listens before it loads the app, and queues what
 * arrives) is not stamped, and could carry a header of this name written by the client: without
 * the process's value in it, it counts as no stamp at all. In `process.env` because Next bundles
 * `instrumentation.ts` apart from the routes: a module's own variable is not shared with them.
 */
const STAMP_VARIABLE = "WIRE_PEER_ADDRESS_STAMP";

function processStamp(): string {
  process.env[STAMP_VARIABLE] ??= randomBytes(18).toString("base64url");
  return process.env[STAMP_VARIABLE];
}

/** The header value saying that a request came over a connection from `address`. */
export function peerAddressStamp(address: string): string {
  return `${processStamp()} ${address}`;
}

let subscribed = false;

/**
 * Stamps every request this process's HTTP server parses from now on with the address of its
 * connection (`PEER_ADDRESS_HEADER`). Called once at start-up, in the Node.js runtime.
 */
export function stampPeerAddresses(): void {
  if (subscribed) return;
  subscribed = true;
  // A fresh value per start: one inherited from the environment could be known to someone.
  process.env[STAMP_VARIABLE] = randomBytes(18).toString("base64url");
  subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    request.headers[PEER_ADDRESS_HEADER] = peerAddressStamp(socket.remoteAddress ?? "");
  });
}

/** The address of the connection a request came over, or null when it was not stamped. */
export function peerAddressOf(headers: Pick<Headers, "get">): string | null {
  const stamp = headers.get(PEER_ADDRESS_HEADER);
  const prefix = `${process.env[STAMP_VARIABLE] ?? ""} `;
  if (!stamp || prefix.length < 2 || !stamp.startsWith(prefix)) return null;
  return stamp.slice(prefix.length) || null;
}
