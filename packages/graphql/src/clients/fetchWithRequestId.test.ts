import { describe, expect, it } from "vitest";
import { fetchWithRequestId } from "./fetchWithRequestId";

describe("fetchWithRequestId", () => {
  it("adds the request id to the headers a client sends, keeping theirs", async () => {
    const sent: Headers[] = [];
    const base = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Headers(init?.headers));
      return new Response("{}");
    }) as typeof fetch;
    await fetchWithRequestId("req-42", base)("http://services.test/content/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-id": "other" },
    });
    expect(sent[0]?.get("x-request-id")).toBe("req-42");
    expect(sent[0]?.get("content-type")).toBe("application/json");
  });
});
