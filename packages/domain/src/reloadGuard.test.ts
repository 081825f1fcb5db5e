import { describe, expect, it } from "vitest";
import { reloadGuard } from "./reloadGuard.ts";

describe("reloadGuard", () => {
  it.each([
    ["first reload", [], "/de", 0, true],
    ["within 10 s", [["/de", 0]], "/de", 9999, false],
    ["after 10 s", [["/de", 0]], "/de", 10000, true],
    ["other path", [["/de", 0]], "/fr", 1, true],
  ] as const)("%s", (_name, entries, path, now, allowed) => {
    const store = new Map(entries as readonly (readonly [string, number])[]);
    const result = reloadGuard(store, path, now);
    expect(result.allowed).toBe(allowed);
    if (allowed) expect(result.store.get(path)).toBe(now);
    else expect(result.store).toBe(store);
    expect(store).toEqual(new Map(entries as readonly (readonly [string, number])[]));
  });

  it("drops expired entries and takes a ttl", () => {
    const result = reloadGuard(new Map([["/old", 0]]), "/new", 50, 10);
    expect([...result.store]).toEqual([["/new", 50]]);
  });
});
