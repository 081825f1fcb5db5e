import { createCache } from "@wire/domain";
import { describe, expect, it } from "vitest";
import { coalesce, loadOnce } from "./loadOnce";

const clock = () => {
  let t = 0;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};

/** A load the test finishes by hand, counting how often it started. */
function manualLoad() {
  let starts = 0;
  const finishers: Array<(value: string) => void> = [];
  return {
    load: () => {
      starts += 1;
      return new Promise<string>((resolve) => finishers.push(resolve));
    },
    finish: (index: number, value: string) => finishers[index]!(value),
    get starts() {
      return starts;
    },
  };
}

describe("coalesce", () => {
  it("hands concurrent callers of one key the running load, and loads again once it settled", async () => {
    const running = createCache<Promise<unknown>>();
    const loads = manualLoad();
    const first = coalesce(running, "nav:de", loads.load);
    const second = coalesce(running, "nav:de", loads.load);
    expect(second).toBe(first);
    expect(loads.starts).toBe(1);
    loads.finish(0, "navigation");
    await expect(second).resolves.toBe("navigation");
    const third = coalesce(running, "nav:de", loads.load);
    expect(loads.starts).toBe(2);
    loads.finish(1, "newer");
    await expect(third).resolves.toBe("newer");
    expect(running.size).toBe(0);
  });

  it("keeps other keys apart", () => {
    const running = createCache<Promise<unknown>>();
    const loads = manualLoad();
    coalesce(running, "nav:de", loads.load);
    coalesce(running, "nav:en", loads.load);
    expect(loads.starts).toBe(2);
  });

  it("shares a failure with the callers that waited, then lets the next caller try again", async () => {
    const running = createCache<Promise<unknown>>();
    let starts = 0;
    const failing = async () => {
      starts += 1;
      throw new Error("service down");
    };
    const [a, b] = [coalesce(running, "k", failing), coalesce(running, "k", failing)];
    await expect(a).rejects.toThrow("service down");
    await expect(b).rejects.toThrow("service down");
    await expect(coalesce(running, "k", failing)).rejects.toThrow("service down");
    expect(starts).toBe(2);
  });

  it("takes a new lock when a load has held its key for more than 5 s (spec §9), and the late load does not release it", async () => {
    const c = clock();
    const running = createCache<Promise<unknown>>({ now: c.now });
    const loads = manualLoad();
    const stuck = coalesce(running, "k", loads.load);
    c.advance(5000);
    expect(coalesce(running, "k", loads.load)).toBe(stuck);
    c.advance(1);
    const fresh = coalesce(running, "k", loads.load);
    expect(fresh).not.toBe(stuck);
    expect(loads.starts).toBe(2);
    loads.finish(0, "late");
    await stuck;
    // The newer load still holds the key: a caller now joins it.
    expect(coalesce(running, "k", loads.load)).toBe(fresh);
    expect(loads.starts).toBe(2);
    loads.finish(1, "fresh");
    await expect(fresh).resolves.toBe("fresh");
  });
});

describe("loadOnce", () => {
  it("coalesces through this process's running loads", async () => {
    let starts = 0;
    const load = async () => {
      starts += 1;
      return starts;
    };
    const [a, b] = await Promise.all([loadOnce("once:test", load), loadOnce("once:test", load)]);
    expect([a, b, starts]).toEqual([1, 1, 1]);
  });
});
