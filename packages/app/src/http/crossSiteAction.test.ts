import { describe, expect, it } from "vitest";
import { isCrossSiteAction } from "./crossSiteAction";

const post = (headers: Record<string, string>, method = "POST") =>
  new Request("http://localhost:3000/en/contact", {
    method,
    headers: { host: "localhost:3000", ...headers },
  });
const ACTION = { "next-action": "7f0000000000000000000000000000000000000000" };

describe("isCrossSiteAction", () => {
  it("finds an action or a form posted from another site", () => {
    expect(isCrossSiteAction(post({ ...ACTION, origin: "https://evil.example" }))).toBe(true);
    expect(
      isCrossSiteAction(
        post({ origin: "https://evil.example", "content-type": "multipart/form-data; boundary=x" }),
      ),
    ).toBe(true);
    expect(isCrossSiteAction(post({ ...ACTION, origin: "null" }))).toBe(true);
    expect(isCrossSiteAction(post({ ...ACTION, origin: "not a url" }))).toBe(true);
    expect(
      isCrossSiteAction(post({ ...ACTION, origin: "http://localhost:3000.evil.example" })),
    ).toBe(true);
  });

  it("lets the site's own actions and other requests pass", () => {
    expect(isCrossSiteAction(post({ ...ACTION, origin: "http://localhost:3000" }))).toBe(false);
    expect(isCrossSiteAction(post({ ...ACTION }))).toBe(false);
    expect(isCrossSiteAction(post({ origin: "https://evil.example" }))).toBe(false);
    expect(isCrossSiteAction(post({ ...ACTION, origin: "https://evil.example" }, "GET"))).toBe(
      false,
    );
  });

  it("compares with the forwarded host first, as Next does", () => {
    expect(
      isCrossSiteAction(
        post({
          ...ACTION,
          origin: "https://www.wire.example",
          "x-forwarded-host": "www.wire.example",
        }),
      ),
    ).toBe(false);
    expect(
      isCrossSiteAction(
        post({
          ...ACTION,
          origin: "http://localhost:3000",
          "x-forwarded-host": "www.wire.example",
        }),
      ),
    ).toBe(true);
  });
});
