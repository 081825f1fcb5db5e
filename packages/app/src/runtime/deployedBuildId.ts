import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { RUNNING_BUILD_ID } from "./buildId";

/**
 * The id of the build deployed where this instance runs: `.next/BUILD_ID`, which `next build`
 * writes (the same id, see next.config.ts), read on each call. A deployment that puts a new build
 * in place is announced by the instances still running the old one too, so open tabs learn of it
 * before those instances are restarted. The running build's id when the file cannot be read.
 */
export async function deployedBuildId(
  buildDir: string = join(/* turbopackIgnore: true */ process.cwd(), ".next"),
): Promise<string> {
  try {
    const id = (
      await readFile(join(/* turbopackIgnore: true */ buildDir, "BUILD_ID"), "utf8")
    ).trim();
    return /^[\w.-]{1,100}$/.test(id) ? id : RUNNING_BUILD_ID;
  } catch {
    return RUNNING_BUILD_ID;
  }
}
