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

describe("the secrets shared with the services (issue 41)", () => {
  const PUBLISHED = {
    CONTENT_MANAGEMENT_TOKEN: "local-content-management-token",
    CONTENT_PREVIEW_TOKEN: "local-content-preview-token-change-me",
    REVALIDATE_SECRET: "local-revalidate-secret",
    BOTCHECK_SECRET: "local-botcheck-secret-change-me",
  } as const;

  it("are generated once per installation in SECRETS_DIR, the files the services read", () => {
    const secrets = freshDir();
    const config = appConfig({ DATA_DIR: freshDir(), SECRETS_DIR: secrets });
    for (const [name, published] of Object.entries(PUBLISHED)) {
      const value = config[name as keyof typeof PUBLISHED];
      expect(value).not.toBe(published);
      expect(value).toHaveLength(64);
    }
    expect(readFileSync(join(secrets, "content-management-token"), "utf8").trim()).toBe(
      config.CONTENT_MANAGEMENT_TOKEN,
    );
    expect(readFileSync(join(secrets, "forms-api-token"), "utf8").trim()).toBe(
      config.FORMS_API_TOKEN,
    );
    expect(appConfig({ DATA_DIR: freshDir(), SECRETS_DIR: secrets }).REVALIDATE_SECRET).toBe(
      config.REVALIDATE_SECRET,
    );
  });

  it("refuse the source's old defaults, placeholders and empty values, naming the variable", () => {
    for (const [name, published] of Object.entries(PUBLISHED)) {
      expect(() => appConfig({ DATA_DIR: freshDir(), [name]: published })).toThrow(
        new RegExp(`${name}: is the default this source once published`),
      );
    }
    expect(() => appConfig({ FORMS_API_TOKEN: "" })).toThrow(/FORMS_API_TOKEN: is empty/);
    expect(() => appConfig({ REVALIDATE_SECRET: "please-change-me-now" })).toThrow(
      /REVALIDATE_SECRET: is a placeholder/,
    );
  });
});
