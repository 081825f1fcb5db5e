import { describe, expect, it, vi } from "vitest";
import { cached, serverCache } from "./serverCache";

const normal = { bypass: false, nextRelease: false };

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
    await cached("page:x", load, normal);
    await cached("page:x", load, { bypass: true, nextRelease: false });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps next-release entries under their own prefixed keys", async () => {
    serverCache().clear();
    await cached("page:z", async () => "current", normal);
    expect(await cached("page:z", async () => "next", { bypass: false, nextRelease: true })).toBe(
      "next",
    );
    expect(serverCache().get("nextRelease_page:z")?.value).toBe("next");
    expect(await cached("page:z", async () => "other", normal)).toBe("current");
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
