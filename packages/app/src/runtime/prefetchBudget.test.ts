import { describe, expect, it } from "vitest";
import { createPrefetchBudget } from "./prefetchBudget";

describe("createPrefetchBudget", () => {
  it("gives at most the limit's number of routes a slot", () => {
    const budget = createPrefetchBudget(5);
    const taken = ["/a", "/b", "/c", "/d", "/e", "/f", "/g"].map((href) => budget.take(href));
    expect(taken).toEqual([true, true, true, true, true, false, false]);
    expect(budget.held()).toEqual(["/a", "/b", "/c", "/d", "/e"]);
  });
  it("frees a slot when a route is given back", () => {
    const budget = createPrefetchBudget(1);
    expect(budget.take("/a")).toBe(true);
    expect(budget.take("/b")).toBe(false);
    budget.release("/a");
    expect(budget.take("/b")).toBe(true);
  });
  it("counts two links to one route as one slot, held until both give it back", () => {
    const budget = createPrefetchBudget(1);
    expect(budget.take("/a")).toBe(true);
    expect(budget.take("/a")).toBe(true);
    budget.release("/a");
    expect(budget.take("/b")).toBe(false);
    budget.release("/a");
    expect(budget.take("/b")).toBe(true);
  });
  it("ignores giving back a route that holds no slot", () => {
    const budget = createPrefetchBudget(1);
    budget.release("/a");
    expect(budget.take("/a")).toBe(true);
  });
});
