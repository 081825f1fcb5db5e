import { describe, expect, it } from "vitest";
import { capWrites, groupDir, parseCpuPerInstance, quotaUs, releaseWrites } from "./_cgroup.ts";

describe("CPU caps", () => {
  it("turns cores into a CFS quota of the 100 ms period", () => {
    expect(quotaUs(0.4)).toBe(40_000);
    expect(quotaUs(1.5)).toBe(150_000);
    expect(quotaUs(0.0001)).toBe(1000);
    expect(() => quotaUs(0)).toThrow();
  });

  it("reads --cpu-per-instance: a default when absent, off with 0", () => {
    expect(parseCpuPerInstance([], 0.4)).toBe(0.4);
    expect(parseCpuPerInstance(["--cpu-per-instance=0.25"], 0.4)).toBe(0.25);
    expect(parseCpuPerInstance(["--cpu-per-instance"], 0.4)).toBe(0.4);
    expect(parseCpuPerInstance(["--cpu-per-instance=0"], 0.4)).toBeNull();
    expect(parseCpuPerInstance(["--cpu-per-instance=off"], 0.4)).toBeNull();
    expect(() => parseCpuPerInstance(["--cpu-per-instance=lots"], 0.4)).toThrow();
  });

  it("names groups under the CPU controller, nothing outside it", () => {
    expect(groupDir("wire-bench-123-", "app-3001")).toBe(
      "/sys/fs/cgroup/cpu/wire-bench-123-app-3001",
    );
    expect(() => groupDir("../", "x")).toThrow();
  });

  it("sets period and quota before moving each process of the instance in", () => {
    expect(capWrites("/sys/fs/cgroup/cpu/g", 0.4, [10, 11])).toEqual([
      { path: "/sys/fs/cgroup/cpu/g/cpu.cfs_period_us", value: "100000" },
      { path: "/sys/fs/cgroup/cpu/g/cpu.cfs_quota_us", value: "40000" },
      { path: "/sys/fs/cgroup/cpu/g/cgroup.procs", value: "10" },
      { path: "/sys/fs/cgroup/cpu/g/cgroup.procs", value: "11" },
    ]);
  });

  it("moves what is left in a group to the root group before removing it", () => {
    expect(releaseWrites("12\n13\n\n")).toEqual([
      { path: "/sys/fs/cgroup/cpu/cgroup.procs", value: "12" },
      { path: "/sys/fs/cgroup/cpu/cgroup.procs", value: "13" },
    ]);
    expect(releaseWrites("")).toEqual([]);
  });
});
