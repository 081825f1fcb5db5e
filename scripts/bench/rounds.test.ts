import { describe, expect, it } from "vitest";
import {
  describeRatios,
  measureInRounds,
  median,
  medianRatio,
  ratiosByRound,
  roundOrder,
} from "./rounds.ts";

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones, whatever the order", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([0.24, 0.31, 0.19, 0.22, 0.28])).toBe(0.24);
  });

  it("is not the best run: one fast outlier does not move it", () => {
    expect(median([100, 101, 99, 100, 500])).toBe(100);
  });

  it("is NaN for no values", () => {
    expect(median([])).toBeNaN();
  });
});

describe("measureInRounds", () => {
  it("measures every target once a round, the order alternating", async () => {
    const calls: string[] = [];
    const results = await measureInRounds(["a", "b", "c"] as const, 3, async (target, round) => {
      calls.push(`${round}${target}`);
      return `${target}${round}`;
    });
    expect(calls).toEqual(["0a", "0b", "0c", "1c", "1b", "1a", "2a", "2b", "2c"]);
    expect(results).toEqual({
      a: ["a0", "a1", "a2"],
      b: ["b0", "b1", "b2"],
      c: ["c0", "c1", "c2"],
    });
    expect(roundOrder([1, 2], 1)).toEqual([2, 1]);
  });
});

describe("ratios by round", () => {
  it("divides within each round, null where the reference measured nothing", () => {
    expect(ratiosByRound([50, 60, 70], [100, 0, 140])).toEqual([0.5, null, 0.5]);
  });

  it("describes the median of the known ratios with their range", () => {
    expect(describeRatios([0.2, 0.3, null, 0.25, 0.22, 0.28])).toBe("0.25 (0.20–0.30, 5 rounds)");
    expect(describeRatios([null])).toBe("n/a");
    expect(medianRatio([0.2, null, 0.3, 0.25])).toBe(0.25);
    expect(medianRatio([null])).toBeNull();
  });
});
