import { describe, expect, it } from "vitest";
import { unreadNewsIds } from "./unreadNewsIds.ts";

describe("unreadNewsIds", () => {
  it("marks the items above the last read one", () => {
    expect([...unreadNewsIds(["c", "b", "a"], "b")]).toEqual(["c"]);
    expect([...unreadNewsIds(["c", "b", "a"], "c")]).toEqual([]);
  });
  it("marks all when nothing was read or the last read one is gone", () => {
    expect([...unreadNewsIds(["c", "b"], null)]).toEqual(["c", "b"]);
    expect([...unreadNewsIds(["c", "b"], "zz")]).toEqual(["c", "b"]);
  });
});
