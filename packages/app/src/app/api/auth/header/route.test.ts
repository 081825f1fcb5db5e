import { describe, expect, it, vi } from "vitest";

let sessionCookie: string | undefined;
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: () => (sessionCookie === undefined ? undefined : { value: sessionCookie }),
    set: () => {},
  }),
  headers: async () => new Headers(),
}));

const { GET } = await import("./route");

describe("GET /api/auth/header", () => {
  for (const [what, cookie] of [
    ["without a session cookie", undefined],
    ["with a cookie the site did not seal", "forged.value"],
  ] as const) {
    it(`answers signed out ${what}, for this browser only`, async () => {
      sessionCookie = cookie;
      const response = await GET(new Request("http://localhost:3000/api/auth/header?locale=de"));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ authenticated: false });
      // Neither a shared cache nor the browser keeps it: the next page asks again.
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(response.headers.get("vary")).toBe("cookie");
    });
  }
});
