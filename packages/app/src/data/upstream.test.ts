import { afterAll, describe, expect, it, vi } from "vitest";
import { recordingListener } from "../testing/routeHarness";

vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-request-id": "req-42" }),
}));

const { perRequestFetch, upstreamFetch } = await import("./upstream");

const elsewhere = await recordingListener(() => ({ status: 200 }));
const service = await recordingListener((request) =>
  request.url === "/moved"
    ? { status: 307, headers: { location: `${elsewhere.origin}/stolen` } }
    : { status: 200, body: '{"ok":true}' },
);
const seen: (string | undefined)[] = [];
const probe = await recordingListener((request) => {
  seen.push(request.headers["x-request-id"] as string | undefined);
  return { status: 200 };
});

describe("calls to the services", () => {
  afterAll(async () => {
    await Promise.all([elsewhere.close(), service.close(), probe.close()]);
  });

  it("never follow a redirect to another host", async () => {
    await expect(
      upstreamFetch(`${service.origin}/moved`, { method: "POST", body: "{}" }),
    ).rejects.toThrow();
    await expect(perRequestFetch(`${service.origin}/moved`)).rejects.toThrow();
    expect(elsewhere.requests).toEqual([]);
    expect((await upstreamFetch(`${service.origin}/ok`)).status).toBe(200);
  });

  it("pass the request id on from a request's own calls", async () => {
    await perRequestFetch(`${probe.origin}/sis/graphql`, { method: "POST", body: "{}" });
    await upstreamFetch(`${probe.origin}/content/graphql`, { method: "POST", body: "{}" });
    expect(seen).toEqual(["req-42", undefined]);
  });
});
