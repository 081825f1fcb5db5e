import { describe, expect, it } from "vitest";
import {
  firstParam,
  idParam,
  isCanonical,
  listUrl,
  MAX_SEARCH_TERM,
  oneOf,
  pageParam,
  searchTermParam,
} from "./listParams";

describe("list parameters", () => {
  it("reads a search term without control characters, trimmed and cut", () => {
    expect(searchTermParam("crimp\u0000")).toBe("crimp");
    expect(searchTermParam(["a\u0000b\nc", "second"])).toBe("a b c");
    expect(searchTermParam("\u0000")).toBe("");
    expect(searchTermParam(" Gamma 263 ")).toBe("Gamma 263");
    expect(searchTermParam("x".repeat(500))).toHaveLength(MAX_SEARCH_TERM);
    expect(searchTermParam(undefined)).toBe("");
  });

  it("reads the first value of a parameter", () => {
    expect(firstParam([" a ", "b"])).toBe("a");
    expect(firstParam(undefined)).toBe("");
  });

  it("treats the selects' 'all' and anything that is no id as no filter", () => {
    expect(idParam("loc-hw-linz")).toBe("loc-hw-linz");
    expect(idParam("all")).toBe("");
    expect(idParam("<script>")).toBe("");
    expect(oneOf("CLOSED", ["NEW", "CLOSED"] as const)).toBe("CLOSED");
    expect(oneOf("all", ["NEW", "CLOSED"] as const)).toBe("");
  });

  it("keeps pages between 1 and the maximum", () => {
    expect(pageParam("3", 10)).toBe(3);
    expect(pageParam("99", 10)).toBe(10);
    expect(pageParam("-1", 10)).toBe(1);
    expect(pageParam("x", 10)).toBe(1);
  });

  it("leaves empty values and the first page out of the URL", () => {
    expect(listUrl("/en/portal/inventory", { q: "", model: "twist-20", page: 1 })).toBe(
      "/en/portal/inventory?model=twist-20",
    );
    expect(listUrl("/en/portal/inventory", { q: "", page: 2 })).toBe("/en/portal/inventory?page=2");
    expect(listUrl("/x", { q: "" })).toBe("/x");
  });

  it("knows a request that carries defaults or another order from the list's own URL", () => {
    expect(isCanonical({ model: "x", q: "a" }, "/p?q=a&model=x")).toBe(true);
    expect(isCanonical({}, "/p")).toBe(true);
    expect(isCanonical({ q: "a", model: "all" }, "/p?q=a")).toBe(false);
    expect(isCanonical({ page: "1" }, "/p")).toBe(false);
  });
});
