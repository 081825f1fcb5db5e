import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RUNNING_BUILD_ID } from "./buildId";
import { deployedBuildId } from "./deployedBuildId";

describe("deployedBuildId", () => {
  it("answers the id the deployed build wrote, read anew on each call", async () => {
    const dir = mkdtempSync(join(tmpdir(), "wire-build-"));
    writeFileSync(join(dir, "BUILD_ID"), "first-build\n");
    expect(await deployedBuildId(dir)).toBe("first-build");
    writeFileSync(join(dir, "BUILD_ID"), "second-build");
    expect(await deployedBuildId(dir)).toBe("second-build");
  });

  it("falls back to the running build without a readable, plain id", async () => {
    const dir = mkdtempSync(join(tmpdir(), "wire-build-"));
    expect(await deployedBuildId(dir)).toBe(RUNNING_BUILD_ID);
    writeFileSync(join(dir, "BUILD_ID"), "<script>\n");
    expect(await deployedBuildId(dir)).toBe(RUNNING_BUILD_ID);
  });
});
