import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Test support for calling route modules' handlers directly (the SSRF and fuzz tests): the
 * cookie jar `cookies()` reads and writes, the recording HTTP listeners that stand in for the
 * services and for a host nobody may reach, and a seeded random generator.
 */

/** The cookies `next/headers` hands the handlers (the test's browser). */
export const cookieJar = new Map<string, string>();

/** A `next/headers` stand-in over `cookieJar` (for `vi.mock("next/headers", …)`). */
export function nextHeadersMock() {
  return {
    cookies: async () => ({
      get: (name: string) =>
        cookieJar.has(name) ? { name, value: cookieJar.get(name)! } : undefined,
      has: (name: string) => cookieJar.has(name),
      getAll: () => [...cookieJar].map(([name, value]) => ({ name, value })),
      set: (name: string, value: string, options?: { maxAge?: number }) => {
        if (options?.maxAge === 0 || value === "") cookieJar.delete(name);
        else cookieJar.set(name, value);
      },
      delete: (name: string) => cookieJar.delete(name),
    }),
    headers: async () => new Headers(),
  };
}

export interface Recorded {
  method: string;
  url: string;
  host: string | undefined;
}

/** An HTTP listener on 127.0.0.1 that records every request it gets and answers with `answer`. */
export async function recordingListener(
  answer: (
    request: IncomingMessage,
    body: string,
  ) => {
    status: number;
    headers?: Record<string, string>;
    body?: string;
  },
): Promise<{ origin: string; port: number; requests: Recorded[]; close: () => Promise<void> }> {
  const requests: Recorded[] = [];
  const server: Server = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    requests.push({ method: req.method ?? "", url: req.url ?? "", host: req.headers.host });
    const out = answer(req, body);
    res.writeHead(out.status, out.headers ?? { "content-type": "application/json" });
    res.end(out.body ?? "{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A small seeded PRNG (mulberry32): the same seed gives the same fuzz cases in every run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
