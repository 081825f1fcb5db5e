import { describe, expect, it } from "vitest";
import {
  decodeRenderContext,
  encodeRenderContext,
  listFilters,
  plainRenderContext,
} from "./renderContext.ts";

describe("render context", () => {
  it("is the bare site id for a plain request", () => {
    expect(encodeRenderContext(plainRenderContext("main"))).toBe("main");
    expect(decodeRenderContext("main")).toEqual(plainRenderContext("main"));
  });

  it("round-trips every flag and value", () => {
    const context = {
      siteId: "na-events",
      nextRelease: true,
      testing: true,
      screenshotTesting: true,
      fresh: true,
      implicitLocale: true,
      page: 3,
      direct: "page/Ä 1",
      query: "crimp 263 «ü»",
      filters: { country: "DE", service: "spare parts & more" },
    };
    const segment = encodeRenderContext(context);
    expect(segment).toMatch(/^[\w~-]+$/);
    expect(decodeRenderContext(segment)).toEqual(context);
  });

  it("writes one segment per context (page 1 is the plain page)", () => {
    expect(encodeRenderContext({ ...plainRenderContext("main"), page: 1 })).toBe("main");
    expect(encodeRenderContext({ ...plainRenderContext("main"), nextRelease: true, page: 2 })).toBe(
      "main~n~p2",
    );
  });

  it("refuses segments the proxy does not write", () => {
    expect(decodeRenderContext("")).toBeNull();
    expect(decodeRenderContext("main~x")).toBeNull();
    expect(decodeRenderContext("main~p0")).toBeNull();
    expect(decodeRenderContext("main~p99999")).toBeNull();
    expect(decodeRenderContext("main~d")).toBeNull();
    expect(decodeRenderContext("main~q%%%")).toBeNull();
    expect(decodeRenderContext("main~qzz")).toBeNull();
    expect(decodeRenderContext("main~qc3")).toBeNull(); // half a UTF-8 character
    expect(decodeRenderContext("main~n1")).toBeNull();
  });

  it("keeps only the known list filters, in one order", () => {
    const filters = listFilters(new URLSearchParams("service=training&country=CH&x=1"));
    expect(filters).toEqual({ country: "CH", service: "training" });
    const segment = encodeRenderContext({ ...plainRenderContext("main"), filters });
    expect(segment).toBe(
      encodeRenderContext({
        ...plainRenderContext("main"),
        filters: { service: "training", country: "CH" },
      }),
    );
    expect(decodeRenderContext(segment)?.filters).toEqual(filters);
  });

  it("drops the no-filter option and blank filters", () => {
    expect(listFilters(new URLSearchParams("country=all&service=+"))).toEqual({});
    expect(
      encodeRenderContext({ ...plainRenderContext("main"), filters: { country: "all" } }),
    ).toBe("main");
    expect(decodeRenderContext("main~l")).toBeNull();
    expect(decodeRenderContext("main~l783d31")).toBeNull(); // "x=1": no known filter
  });

  it("keeps a long query to 200 characters", () => {
    const segment = encodeRenderContext({ ...plainRenderContext("main"), query: "a".repeat(500) });
    expect(decodeRenderContext(segment)?.query).toHaveLength(200);
  });
});
