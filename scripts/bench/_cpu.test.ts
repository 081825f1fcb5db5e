import { describe, expect, it } from "vitest";
import { coresUsed, descendants, inGroups, msPerRequest, parseProcStat } from "./_cpu.ts";

// A real line of `next-server`'s /proc/<pid>/stat (shortened after field 17).
const NEXT_SERVER =
  "4242 (next-server (v16.) S 4240 4240 4240 0 -1 4194560 52011 0 12 0 1234 321 0 0 20 0 11";

describe("parseProcStat", () => {
  it("reads pid, parent, process group and user + system ticks, a name with spaces and parentheses included", () => {
    expect(parseProcStat(NEXT_SERVER)).toEqual({ pid: 4242, ppid: 4240, pgid: 4240, ticks: 1555 });
    expect(parseProcStat("7 (node) R 1 7 7 0 -1 0 0 0 0 0 5 6 0 0")).toEqual({
      pid: 7,
      ppid: 1,
      pgid: 7,
      ticks: 11,
    });
  });

  it("refuses what is not a stat line", () => {
    expect(() => parseProcStat("hello")).toThrow(/not a/);
    expect(() => parseProcStat("1 (x) S 0")).toThrow(/unreadable/);
  });

  it("keeps the processes of the given groups: the launcher and its server child", () => {
    const stats = [
      parseProcStat(NEXT_SERVER),
      parseProcStat("4240 (node) S 1 4240 4240 0 -1 0 0 0 0 0 100 20 0 0"),
      parseProcStat("5000 (node) S 1 5000 5000 0 -1 0 0 0 0 0 900 90 0 0"),
    ];
    expect(inGroups(stats, [4240]).map((s) => s.pid)).toEqual([4242, 4240]);
  });
});

describe("CPU per request", () => {
  it("turns the ticks spent over the requests into milliseconds each", () => {
    // 150 ticks of 10 ms over 100 requests: 15 ms a request.
    expect(msPerRequest(1000, 1150, 100)).toBe(15);
    expect(msPerRequest(0, 3, 2, 1000)).toBe(1.5);
  });

  it("refuses no requests and time going backwards (a process of the group ended)", () => {
    expect(() => msPerRequest(0, 10, 0)).toThrow(/no requests/);
    expect(() => msPerRequest(10, 5, 1)).toThrow(/backwards/);
  });

  it("gives the cores used over a stretch of wall time", () => {
    expect(coresUsed(400, 5)).toBeCloseTo(0.8);
    expect(coresUsed(1, 0)).toBeNaN();
  });
});

describe("descendants", () => {
  it("finds a process and everything below it, in any order of /proc", () => {
    const stat = (pid: number, ppid: number) => ({ pid, ppid, pgid: 1, ticks: 0 });
    const stats = [stat(30, 20), stat(20, 10), stat(10, 1), stat(11, 1), stat(40, 30)];
    expect(
      descendants(stats, 10)
        .map((s) => s.pid)
        .sort(),
    ).toEqual([10, 20, 30, 40]);
    expect(descendants(stats, 99)).toEqual([]);
  });
});
