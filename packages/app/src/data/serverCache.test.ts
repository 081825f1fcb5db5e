import { describe, expect, it, vi } from "vitest";
import { cached, serverCache } from "./serverCache";

describe("cached", () => {
  it("loads once and then answers from memory", async () => {
    serverCache().clear();
    const load = vi.fn(async () => "home page");
    expect(await cached("page:home", load)).toBe("home page");
    expect(await cached("page:home", load)).toBe("home page");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("bypasses the cache when asked", async () => {
    serverCache().clear();
    const load = vi.fn(async () => "fresh");
    await cached("page:x", load);
    await cached("page:x", load, true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("loads again after the cache is cleared", async () => {
    serverCache().clear();
    const load = vi.fn(async () => "v");
    await cached("page:y", load);
    serverCache().clear();
    await cached("page:y", load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
