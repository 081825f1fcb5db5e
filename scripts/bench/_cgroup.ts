/**
 * CPU caps for `pnpm bench scale --cpu-per-instance=<cores>`: each app instance (every process of
 * its process group; children started later inherit the group) in a cgroup v1 CPU group of its
 * own under `/sys/fs/cgroup/cpu`, held to `<cores>` of a core by the CFS quota. The groups are
 * removed at the end, also on failure or Ctrl-C: processes still in a group are moved to the root
 * group first (a group with processes cannot be removed).
 *
 * The file writes are planned by pure functions (unit-tested) and carried out by `applyWrites`.
 */
import { accessSync, constants, existsSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const CPU_CGROUP_ROOT = "/sys/fs/cgroup/cpu";
export const CFS_PERIOD_US = 100_000;

/** A file write: `value` into `path`. */
export interface Write {
  path: string;
  value: string;
}

/** The CFS quota for `cores` of a core per `periodUs` (0.4 → 40 000 of 100 000). */
export function quotaUs(cores: number, periodUs = CFS_PERIOD_US): number {
  if (!Number.isFinite(cores) || cores <= 0) throw new Error("a CPU cap must be > 0 cores");
  // The kernel refuses quotas under 1 ms.
  return Math.max(1000, Math.round(cores * periodUs));
}

/** `--cpu-per-instance=<cores>`: a number of cores > 0, `0`/`off` for none; `fallback` when absent. */
export function parseCpuPerInstance(args: readonly string[], fallback: number): number | null {
  const found = args.find((arg) => arg.startsWith("--cpu-per-instance"));
  if (!found) return fallback;
  const value = found.includes("=") ? found.slice(found.indexOf("=") + 1) : String(fallback);
  if (value === "0" || value === "off" || value === "none") return null;
  const cores = Number(value);
  if (!Number.isFinite(cores) || cores <= 0 || cores > 64) {
    throw new Error("--cpu-per-instance needs a number of cores > 0 (or 0/off for no cap)");
  }
  return cores;
}

/** The directory of a bench group: its name is the run's prefix and the instance's name. */
export function groupDir(prefix: string, name: string, root = CPU_CGROUP_ROOT): string {
  if (!/^[\w.-]+$/.test(`${prefix}${name}`)) throw new Error(`bad cgroup name ${prefix}${name}`);
  return join(root, `${prefix}${name}`);
}

/** The writes that cap a freshly made group (after `mkdir`) and move `pids` into it. */
export function capWrites(dir: string, cores: number, pids: readonly number[]): Write[] {
  return [
    { path: join(dir, "cpu.cfs_period_us"), value: String(CFS_PERIOD_US) },
    { path: join(dir, "cpu.cfs_quota_us"), value: String(quotaUs(cores)) },
    ...pids.map((pid) => ({ path: join(dir, "cgroup.procs"), value: String(pid) })),
  ];
}

/**
 * The writes that empty a group before its removal: each process still listed in its
 * `cgroup.procs` (the file's text) moved back to the root group.
 */
export function releaseWrites(procsText: string, root = CPU_CGROUP_ROOT): Write[] {
  return procsText
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => /^\d+$/.test(line))
    .map((pid) => ({ path: join(root, "cgroup.procs"), value: pid }));
}

/** Whether groups can be made here (the v1 CPU controller mounted and writable). */
export function cgroupWritable(root = CPU_CGROUP_ROOT): boolean {
  try {
    accessSync(root, constants.W_OK);
    return existsSync(join(root, "cgroup.procs")) && existsSync(join(root, "cpu.cfs_quota_us"));
  } catch {
    return false;
  }
}

/** Carries out writes; a process that ended meanwhile (ESRCH) is skipped. */
export function applyWrites(writes: readonly Write[]): void {
  for (const write of writes) {
    try {
      writeFileSync(write.path, write.value);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
    }
  }
}

/** Removes a group: its processes moved to the root first. Never throws (clean-up path). */
export function removeGroup(dir: string, root = CPU_CGROUP_ROOT): string | null {
  if (!existsSync(dir)) return null;
  try {
    applyWrites(releaseWrites(readFileSync(join(dir, "cgroup.procs"), "utf8"), root));
    rmdirSync(dir);
    return null;
  } catch (error) {
    return `could not remove ${dir}: ${(error as Error).message}`;
  }
}
