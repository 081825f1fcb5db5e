import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { parseAddressRanges } from "../../http/clientAddress";
import { PEER_ADDRESS_HEADER, peerAddressStamp } from "../../http/peerAddress";
import { clientKeyOf, RATE_LIMITS } from "../../sharedState/rateLimit";

vi.mock("next/headers", async () => (await import("../../testing/routeHarness")).nextHeadersMock());

/**
 * Brute-force limits (issue 20), with the shared limiter (in memory here, Redis in the
 * cluster): 200 wrong passwords or login starts from one client are let through up to the
 * configured count, then answered 429 with `Retry-After` and a message.
 */
const APP = "http://localhost:3000";
process.env.APP_URL = APP;
// Nothing listens here: a login start still counts, then fails to reach the identity server.
process.env.OIDC_ISSUER = "http://127.0.0.1:9/am/oauth2/realms/root/realms/alpha";
process.env.SERVICES_URL = "http://127.0.0.1:9";
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "wire-limits-"));

const ATTEMPTS = 200;

async function attempts(send: (i: number) => Promise<Response>) {
  const statuses: Record<number, number> = {};
  let firstLimited = -1;
  let limited: Response | undefined;
  for (let i = 0; i < ATTEMPTS; i++) {
    const response = await send(i);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    if (response.status === 429 && firstLimited < 0) {
      firstLimited = i;
      limited = response;
    }
  }
  console.info(
    `${ATTEMPTS} attempts: ${JSON.stringify(statuses)}, first 429 at #${firstLimited + 1}`,
  );
  return { statuses, firstLimited, limited: limited! };
}

const json = (path: string, body: unknown, client: string) =>
  new Request(`${APP}${path}`, {
    method: "POST",
    headers: {
      origin: APP,
      "content-type": "application/json",
      [PEER_ADDRESS_HEADER]: peerAddressStamp(client),
    },
    body: JSON.stringify(body),
  });

describe("rate limits", () => {
  it("count by the connection's address; X-Forwarded-For only from a trusted proxy (issue 41)", () => {
    const direct = (peer: string, headers: Record<string, string> = {}) =>
      new Headers({ ...headers, [PEER_ADDRESS_HEADER]: peerAddressStamp(peer) });
    // TRUSTED_PROXIES is empty by default: what the client forwards counts for nothing.
    expect(clientKeyOf(direct("198.51.100.7", { "x-forwarded-for": "203.0.113.9" }))).toBe(
      "198.51.100.7",
    );
    expect(clientKeyOf(direct("198.51.100.7", { "x-real-ip": "203.0.113.8" }))).toBe(
      "198.51.100.7",
    );
    const nginx = parseAddressRanges("127.0.0.1").ranges;
    const behindNginx = direct("127.0.0.1", { "x-forwarded-for": "1.2.3.4, 203.0.113.9" });
    expect(clientKeyOf(behindNginx, nginx)).toBe("203.0.113.9");
    expect(clientKeyOf(direct("127.0.0.2", { "x-forwarded-for": "203.0.113.9" }), nginx)).toBe(
      "127.0.0.2",
    );
    // A connection address the client wrote itself is none.
    expect(
      clientKeyOf(
        new Headers({ [PEER_ADDRESS_HEADER]: "127.0.0.1", "x-forwarded-for": "1.1.1.1" }),
      ),
    ).toBe("unknown");
  });

  it("counts only wrong preview passwords: a person typing the right one is never held back", async () => {
    const { POST } = await import("./preview-password/route");
    const client = "203.0.113.30";
    const right = () =>
      POST(json("/api/preview-password", { password: "wire-preview-2026" }, client));
    for (let i = 0; i < RATE_LIMITS.password.points * 3; i++)
      expect((await right()).status).toBe(200);
    for (let i = 0; i < RATE_LIMITS.password.points - 1; i++) {
      const wrong = await POST(json("/api/preview-password", { password: `nope-${i}` }, client));
      expect(wrong.status).toBe(401);
    }
    expect((await right()).status).toBe(200);
  });

  it("limits wrong preview passwords after the configured count", async () => {
    const { POST } = await import("./preview-password/route");
    const run = await attempts((i) =>
      POST(json("/api/preview-password", { password: `guess-${i}-wrong` }, "203.0.113.1")),
    );
    expect(run.statuses).toEqual({
      401: RATE_LIMITS.password.points,
      429: ATTEMPTS - RATE_LIMITS.password.points,
    });
    expect(Number(run.limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await run.limited.json()).error).toMatch(
      /^Too many attempts\. Please wait \d+ seconds/,
    );
    // The right password from the same client is refused too while the limit lasts.
    const right = await POST(
      json("/api/preview-password", { password: "wire-preview-2026" }, "203.0.113.1"),
    );
    expect(right.status).toBe(429);
    // Another client is not held back by the first one's guesses.
    expect(
      (await POST(json("/api/preview-password", { password: "wire-preview-2026" }, "203.0.113.2")))
        .status,
    ).toBe(200);
  });

  it("limits wrong editor passwords after the configured count", async () => {
    const { POST } = await import("./editor-area-autentication/route");
    const run = await attempts((i) =>
      POST(json("/api/editor-area-autentication", { input: `guess-${i}-wrong` }, "203.0.113.3")),
    );
    expect(run.statuses).toEqual({
      401: RATE_LIMITS.password.points,
      429: ATTEMPTS - RATE_LIMITS.password.points,
    });
    expect(Number(run.limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("limits login starts, with the message in the language of the page asked for", async () => {
    const { GET } = await import("./auth/login/route");
    const run = await attempts(() =>
      GET(
        new Request(`${APP}/api/auth/login?returnTo=%2Fde%2Fportal`, {
          headers: { [PEER_ADDRESS_HEADER]: peerAddressStamp("203.0.113.4") },
        }),
      ),
    );
    expect(run.firstLimited).toBe(RATE_LIMITS.login.points);
    expect(run.statuses[429]).toBe(ATTEMPTS - RATE_LIMITS.login.points);
    expect(Number(run.limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await run.limited.text()).toMatch(/^Zu viele Versuche\. Bitte warten Sie \d+ Sekunden/);
  });

  it("limits search and suggest requests per client", async () => {
    const { POST: search } = await import("./search-proxy/search/route");
    const { POST: suggest } = await import("./search-proxy/suggest/route");
    const statuses: Record<number, number> = {};
    let limited: Response | undefined;
    for (let i = 0; i < RATE_LIMITS.search.points + 50; i++) {
      // Malformed bodies: counted first, then refused, so no service is needed.
      const route = i % 2 ? search : suggest;
      const response = await route(json("/api/search-proxy/search", { query: i }, "203.0.113.5"));
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      if (response.status === 429) limited ??= response;
    }
    console.info(`search + suggest: ${JSON.stringify(statuses)}`);
    expect(statuses).toEqual({ 400: RATE_LIMITS.search.points, 429: 50 });
    expect(Number(limited!.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
