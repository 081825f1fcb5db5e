import { describe, expect, it } from "vitest";
import { cacheKey, createCache } from "./createCache.ts";

const clock = () => {
  let t = 0;
  const now = () => t;
  return { now, advance: (ms: number) => (t += ms) };
};

describe("createCache", () => {
  it("serves fresh then stale entries without refreshing age on read", () => {
    const c = clock();
    const cache = createCache<string>({ ttlMs: 100, now: c.now });
    cache.set("a", "x");
    expect(cache.get("a")).toEqual({ value: "x", stale: false, ageMs: 0 });
    c.advance(100);
    expect(cache.get("a")).toEqual({ value: "x", stale: false, ageMs: 100 });
    c.advance(1);
    expect(cache.get("a")).toEqual({ value: "x", stale: true, ageMs: 101 });
    cache.set("a", "y");
    expect(cache.get("a")).toEqual({ value: "y", stale: false, ageMs: 0 });
    expect(cache.get("missing")).toBeUndefined();
  });

  it("evicts the least recently used entry", () => {
    const cache = createCache<number>({ maxEntries: 2 });
    cache.set("a", 1);
    cache.set("b", 2);
    cache.get("a");
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")?.value).toBe(1);
    expect(cache.get("c")?.value).toBe(3);
    expect(cache.size).toBe(2);
  });

  it("defaults to 400 entries", () => {
    const cache = createCache<number>();
    for (let i = 0; i < 401; i++) cache.set(`k${i}`, i);
    expect(cache.size).toBe(400);
    expect(cache.get("k0")).toBeUndefined();
    expect(cache.get("k400")?.stale).toBe(false);
  });

  it("re-locks a key locked for more than 5 s", () => {
    const c = clock();
    const cache = createCache({ now: c.now });
    expect(cache.lock("a")).toBe(true);
    expect(cache.isLocked("a")).toBe(true);
    c.advance(5000);
    expect(cache.lock("a")).toBe(false);
    c.advance(1);
    expect(cache.isLocked("a")).toBe(false);
    expect(cache.lock("a")).toBe(true);
    cache.unlock("a");
    expect(cache.isLocked("a")).toBe(false);
    expect(cache.lock("a")).toBe(true);
  });

  it("prefixes keys when the next-release flag is on", () => {
    let next = false;
    const cache = createCache<string>({ isNextRelease: () => next });
    cache.set("a", "live");
    next = true;
    expect(cache.get("a")).toBeUndefined();
    cache.set("a", "next");
    expect(cache.get("a")?.value).toBe("next");
    next = false;
    expect(cache.get("a")?.value).toBe("live");
  });

  it("deletes and clears", () => {
    const cache = createCache<string>();
    cache.set("a", "x");
    cache.set("b", "y");
    cache.lock("b");
    expect(cache.delete("a")).toBe(true);
    expect(cache.delete("a")).toBe(false);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.isLocked("b")).toBe(false);
  });

  it.each([
    ["k", true, "nextRelease_k"],
    ["k", false, "k"],
  ])("cacheKey(%s, %s) → %s", (key, flag, expected) => {
    expect(cacheKey(key, flag)).toBe(expected);
  });
});
