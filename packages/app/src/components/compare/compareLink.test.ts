import { describe, expect, it } from "vitest";
import { compareShareUrl, parseCompareParam } from "./compareLink";

describe("parseCompareParam", () => {
  it("reads slugs with optional variants", () => {
    expect(parseCompareParam("alpha-530:alpha-530-s,alpha-560")).toEqual([
      { slug: "alpha-530", variantId: "alpha-530-s" },
      { slug: "alpha-560", variantId: null },
    ]);
  });

  it("skips malformed entries and gives nothing for no value", () => {
    expect(parseCompareParam("<script>,a:b:c,,ok")).toEqual([{ slug: "ok", variantId: null }]);
    expect(parseCompareParam(null)).toEqual([]);
  });
});

describe("compareShareUrl", () => {
  it("replaces an earlier comparison and keeps other parameters", () => {
    expect(
      compareShareUrl("https://x.test/en/products?a=1&compare=old#top", [
        { slug: "alpha-530", variantId: "alpha-530-s" },
        { slug: "alpha-560", variantId: null },
      ]),
    ).toBe("https://x.test/en/products?a=1&compare=alpha-530:alpha-530-s,alpha-560");
  });

  it("round-trips through parseCompareParam", () => {
    const entries = [{ slug: "kappa-310", variantId: "k.1" }];
    const url = new URL(compareShareUrl("https://x.test/de", entries));
    expect(parseCompareParam(url.searchParams.get("compare"))).toEqual(entries);
  });
});
