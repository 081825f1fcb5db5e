import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const packageDir = fileURLToPath(new URL("..", import.meta.url));
const zodDir = fileURLToPath(new URL("../node_modules/zod", import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), "wire-domain-pack-"));

/**
 * In the workspace the package exports its TypeScript source; what is
 * published (`pnpm pack`) exports the built ESM and its declarations. This
 * packs it and imports it from a plain Node script outside the workspace.
 */
describe("the published @wire/domain package", () => {
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("imports in a plain Node ESM script, with types", () => {
    execFileSync("pnpm", ["run", "--silent", "build"], { cwd: packageDir });
    execFileSync("pnpm", ["pack", "--pack-destination", scratch], { cwd: packageDir });
    const target = join(scratch, "node_modules", "@wire", "domain");
    mkdirSync(target, { recursive: true });
    const tarball = readdirSync(scratch).find((name) => name.endsWith(".tgz"))!;
    execFileSync("tar", ["-xzf", join(scratch, tarball), "-C", target, "--strip-components=1"]);
    expect(existsSync(join(target, "dist", "index.d.ts"))).toBe(true);
    symlinkSync(zodDir, join(scratch, "node_modules", "zod"));
    writeFileSync(
      join(scratch, "check.mjs"),
      `import { parseLocale, dataServiceLocale, UI_LANGUAGES } from "@wire/domain";
console.log(JSON.stringify([parseLocale("de-ch"), dataServiceLocale("de"), UI_LANGUAGES.length]));`,
    );
    const output = execFileSync("node", ["check.mjs"], { cwd: scratch, encoding: "utf8" });
    expect(JSON.parse(output)).toEqual([{ lang: "de", country: "ch" }, "de-CH", 11]);

    const manifest = JSON.parse(
      execFileSync(
        "node",
        ["-p", "JSON.stringify(require('./node_modules/@wire/domain/package.json'))"],
        {
          cwd: scratch,
          encoding: "utf8",
        },
      ),
    );
    expect(manifest.exports["."]).toEqual({
      types: "./dist/index.d.ts",
      default: "./dist/index.js",
    });
    expect(Object.keys(manifest.dependencies)).toEqual(["zod"]);
  }, 60_000);
});
