import { describe, expect, it } from "vitest";
import { type RedirectContext, redirectFor } from "./redirectFor.ts";

const context: RedirectContext = {
  locales: { offered: ["en", "de", "de-ch"], target: "de-ch" },
  systemRedirects: [
    { previousUrl: "/old-page/", target: "/de/new-page" },
    { previousUrl: "/de/legacy", target: "https://example.com/x" },
  ],
};

describe("redirectFor", () => {
  it.each([
    ["/de/products/", { status: 301, location: "/de/products" }],
    ["/de/products//?a=1&b=2", { status: 301, location: "/de/products?a=1&b=2" }],
    ["/", null],
    ["/de/products", null],
    ["/de-ch", null],
    ["/old-page", { status: 301, location: "/de/new-page" }],
    ["/de/legacy?x=1", { status: 301, location: "https://example.com/x" }],
    ["/fr/products?x=1", { status: 302, location: "/de-ch/products?x=1" }],
    ["/fr-fr", { status: 302, location: "/de-ch" }],
    ["/products", null],
    ["/FR/products", null],
  ])("%s → %j", (pathname, expected) => {
    expect(redirectFor(pathname, context)).toEqual(expected);
  });

  it("needs no context", () => {
    expect(redirectFor("/fr/x")).toBeNull();
    expect(redirectFor("/fr/x/")).toEqual({ status: 301, location: "/fr/x" });
  });
});
