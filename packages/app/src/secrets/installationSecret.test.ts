import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { seal } from "../auth/sealedCookie";
import { appConfig } from "../config";
import { hasPreviewAccess, previewCookie } from "../preview/previewAccess";
import { defaultDataDir, installationSecret } from "./installationSecret";

const PUBLISHED_DEFAULT = "local-development-session-secret-not-for-production";
const freshDir = () => mkdtempSync(join(tmpdir(), "wire-app-data-"));

describe("installationSecret", () => {
  it("makes a random secret once, keeps it private in the data directory and reads it back", () => {
    const dir = freshDir();
    const first = installationSecret(dir, "session-secret");
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(installationSecret(dir, "session-secret")).toBe(first);
    expect(readFileSync(join(dir, "session-secret"), "utf8").trim()).toBe(first);
    expect(statSync(join(dir, "session-secret")).mode & 0o077).toBe(0);
    expect(installationSecret(freshDir(), "session-secret")).not.toBe(first);
  });

  it("replaces nothing another instance wrote first", () => {
    const dir = freshDir();
    writeFileSync(join(dir, "session-secret"), `${"s".repeat(40)}\n`);
    expect(installationSecret(dir, "session-secret")).toBe("s".repeat(40));
  });

  it("finds the repository's .data/app from a package directory", () => {
    expect(defaultDataDir(join(process.cwd(), "packages/app"))).toBe(
      join(process.cwd(), ".data/app"),
    );
  });
});

describe("the session secret without configuration", () => {
  it("is the installation's own, so a cookie sealed with the source's old default is refused", async () => {
    const config = appConfig({ DATA_DIR: freshDir() });
    expect(config.SESSION_SECRET).not.toBe(PUBLISHED_DEFAULT);
    const forged = await seal({ scope: "preview" }, PUBLISHED_DEFAULT, 3600);
    expect(await hasPreviewAccess(forged, config)).toBe(false);
    expect(await hasPreviewAccess((await previewCookie(config)).value, config)).toBe(true);
  });

  it("is shared by instances with the same data directory", () => {
    const dir = freshDir();
    expect(appConfig({ DATA_DIR: dir }).SESSION_SECRET).toBe(
      appConfig({ DATA_DIR: dir }).SESSION_SECRET,
    );
  });

  it("refuses the published default even on localhost", () => {
    expect(() => appConfig({ SESSION_SECRET: PUBLISHED_DEFAULT })).toThrow(
      /SESSION_SECRET: is published in the source/,
    );
  });
});
