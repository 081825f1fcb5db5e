import { describe, expect, it } from "vitest";
import { isSameOriginRequest } from "./csrf";

const request = (headers: Record<string, string>) =>
  new Request("http://localhost:3000/api/tickets-proxy", { method: "POST", headers });

describe("isSameOriginRequest", () => {
  it.each([
    [{ origin: "http://localhost:3000" }, true],
    [{ origin: "https://evil.example" }, false],
    [{ "sec-fetch-site": "same-origin" }, true],
    [{ "sec-fetch-site": "cross-site" }, false],
    [{}, false],
  ])("%j → %s", (headers, expected) => {
    expect(isSameOriginRequest(request(headers), "http://localhost:3000")).toBe(expected);
  });
});
