import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/** The shortest secret accepted from the file (the config's own minimum for SESSION_SECRET). */
const MIN_LENGTH = 32;

/**
 * A random secret of this installation, kept in `{dataDir}/{name}`: made on first use
 * (48 random bytes), read back afterwards, so sessions survive a restart and every instance
 * sharing the data directory (the cluster's two) signs alike. Only the file's creator writes
 * it (`wx`), so two instances starting together agree on the first one written. Without it,
 * the secret would be a default from the source, which anyone can forge cookies with.
 *
 * @example installationSecret("/srv/wire/.data/app", "session-secret") // "k3Jd…" (64 chars)
 */
export function installationSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, `${randomBytes(48).toString("base64url")}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const written = readSecret(file);
  if (!written)
    throw new Error(`${file} holds no usable secret (at least ${MIN_LENGTH} characters)`);
  return written;
}

function readSecret(file: string): string | null {
  if (!existsSync(file)) return null;
  const value = readFileSync(file, "utf8").trim();
  return value.length >= MIN_LENGTH ? value : null;
}

/**
 * The app's data directory by default: `.data/app` at the repository's root (found by its
 * `pnpm-workspace.yaml` above the working directory), so `next start` in `packages/app` and
 * a test at the root use the same one.
 */
export function defaultDataDir(cwd: string = process.cwd()): string {
  // Not a file of the build: keeps Turbopack's file tracing from taking in the whole project.
  let dir = resolve(/* turbopackIgnore: true */ cwd);
  for (;;) {
    if (existsSync(join(dir, "pnpm-workspace.yaml"))) return join(dir, ".data", "app");
    const parent = dirname(dir);
    if (parent === dir) return join(resolve(/* turbopackIgnore: true */ cwd), ".data", "app");
    dir = parent;
  }
}
