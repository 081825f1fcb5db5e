/**
 * CPU time of processes from `/proc/<pid>/stat`, for `pnpm bench cpu` and `pnpm bench scale`:
 * the user and system time (fields 14 and 15, in clock ticks) of every process of a process
 * group (`next start` serves from a child process in its group), read before and after a
 * measured stretch. Pure parsing and arithmetic here; the reading of `/proc` is in `groupTicks`.
 */
import { readdirSync, readFileSync } from "node:fs";

export interface ProcStat {
  pid: number;
  ppid: number;
  pgid: number;
  /** User plus system time, in clock ticks. */
  ticks: number;
}

/**
 * One `/proc/<pid>/stat` line. The command name (field 2) is in parentheses and may hold spaces
 * and parentheses itself, so the fields after it are counted from the last `)`.
 */
export function parseProcStat(line: string): ProcStat {
  const open = line.indexOf("(");
  const close = line.lastIndexOf(")");
  if (open < 0 || close < open) throw new Error(`not a /proc/<pid>/stat line: ${line}`);
  const pid = Number(line.slice(0, open).trim());
  // After the name: state (3), ppid (4), pgrp (5), …, utime (14), stime (15).
  const rest = line
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  const field = (n: number) => Number(rest[n - 3]);
  const stat = { pid, ppid: field(4), pgid: field(5), ticks: field(14) + field(15) };
  if (Object.values(stat).some((v) => !Number.isInteger(v))) {
    throw new Error(`unreadable /proc/<pid>/stat line: ${line}`);
  }
  return stat;
}

/** Clock ticks per second of `/proc`'s times (`getconf CLK_TCK`: 100 on Linux). */
export const CLOCK_TICKS_PER_S = 100;

/** Every process's stat now (processes that end while being read are skipped). */
export function allProcStats(): ProcStat[] {
  const stats: ProcStat[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      stats.push(parseProcStat(readFileSync(`/proc/${entry}/stat`, "utf8")));
    } catch {
      // ended meanwhile
    }
  }
  return stats;
}

/** The processes of the given process groups. */
export function inGroups(stats: readonly ProcStat[], pgids: readonly number[]): ProcStat[] {
  return stats.filter((s) => pgids.includes(s.pgid));
}

/** The summed ticks of the processes of the given process groups, now. */
export function groupTicks(pgids: readonly number[]): number {
  return inGroups(allProcStats(), pgids).reduce((sum, s) => sum + s.ticks, 0);
}

/** Milliseconds of CPU per request: the ticks spent over `requests` requests. */
export function msPerRequest(
  ticksBefore: number,
  ticksAfter: number,
  requests: number,
  ticksPerS = CLOCK_TICKS_PER_S,
): number {
  if (requests <= 0) throw new Error("no requests measured");
  if (ticksAfter < ticksBefore) throw new Error("CPU time went backwards: did a process end?");
  return ((ticksAfter - ticksBefore) * 1000) / ticksPerS / requests;
}

/** Cores in use over a stretch: the ticks spent over `seconds` of wall time. */
export function coresUsed(ticks: number, seconds: number, ticksPerS = CLOCK_TICKS_PER_S): number {
  return seconds > 0 ? ticks / ticksPerS / seconds : Number.NaN;
}

/** `root` and every process below it (by parent links). */
export function descendants(stats: readonly ProcStat[], root: number): ProcStat[] {
  const found = new Set([root]);
  let grown = true;
  while (grown) {
    grown = false;
    for (const s of stats) {
      if (!found.has(s.pid) && found.has(s.ppid)) {
        found.add(s.pid);
        grown = true;
      }
    }
  }
  return stats.filter((s) => found.has(s.pid));
}

/** The summed ticks of the given processes, now (ended ones count nothing). */
export function pidTicks(pids: readonly number[]): number {
  return allProcStats()
    .filter((s) => pids.includes(s.pid))
    .reduce((sum, s) => sum + s.ticks, 0);
}
