import { describe, expect, it, vi } from "vitest";
import { parseLinkTarget } from "./parseLinkTarget.ts";

describe("parseLinkTarget", () => {
  it.each([
    ["https://example.com/a", { kind: "external", href: "https://example.com/a" }, null],
    ["http://example.com", { kind: "external", href: "http://example.com" }, null],
    ["hard:/de/file/manual", { kind: "external", href: "/de/file/manual" }, null],
    [
      "action:open-news-feed-panel",
      { kind: "action", action: "open-news-feed-panel", known: true },
      null,
    ],
    ["action:fly", { kind: "action", action: "fly", known: false }, "no such action: fly"],
    ["/de/products", { kind: "internal", href: "/de/products" }, null],
    ["products/cutting", { kind: "internal", href: "products/cutting" }, null],
  ])("%s", (target, expected, warning) => {
    const warn = vi.fn();
    expect(parseLinkTarget(target, warn)).toEqual(expected);
    if (warning) expect(warn).toHaveBeenCalledWith(warning);
    else expect(warn).not.toHaveBeenCalled();
  });

  it("works without a warn callback", () => {
    expect(parseLinkTarget("action:x")).toEqual({ kind: "action", action: "x", known: false });
  });
});
