import { describe, expect, it } from "vitest";
import {
  announcedBuildId,
  BUILD_POLL_INTERVAL_MS,
  latestBuildUrl,
  nextPollDelay,
} from "./buildPoll";

describe("latestBuildUrl", () => {
  it("asks for builds/latest.json with the time as a parameter", () => {
    expect(latestBuildUrl(1_700_000_000_000)).toBe("/builds/latest.json?t=1700000000000");
  });
});

describe("nextPollDelay", () => {
  it("polls every five minutes", () => {
    expect(BUILD_POLL_INTERVAL_MS).toBe(300_000);
    expect(nextPollDelay({ lastPollAt: 0, now: 0, hidden: false })).toBe(300_000);
    expect(nextPollDelay({ lastPollAt: 0, now: 60_000, hidden: false })).toBe(240_000);
  });
  it("does not poll while the tab is hidden", () => {
    expect(nextPollDelay({ lastPollAt: 0, now: 60_000, hidden: true })).toBeNull();
  });
  it("polls at once when the tab comes back after a whole interval", () => {
    expect(nextPollDelay({ lastPollAt: 0, now: 900_000, hidden: false })).toBe(0);
  });
  it("takes another interval", () => {
    expect(nextPollDelay({ lastPollAt: 0, now: 0, hidden: false, intervalMs: 10 })).toBe(10);
  });
});

describe("announcedBuildId", () => {
  it("reads the id of the answer", () => {
    expect(announcedBuildId({ id: "m1-abc" })).toBe("m1-abc");
  });
  it.each([null, "m1", {}, { id: "" }, { id: 3 }, []])("refuses %j", (body) => {
    expect(announcedBuildId(body)).toBeNull();
  });
});
