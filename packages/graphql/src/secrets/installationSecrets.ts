import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/**
 * The secrets an installation makes for itself when they are not configured (issue 41): those the
 * site's server and the services present to each other (both read the same file), and the
 * services' own. Each with the file it is kept in (under `SECRETS_DIR`) and the values this
 * source once shipped as defaults or printed as examples, which are public and so refused.
 */
export const INSTALLATION_SECRETS = {
  /** The content service's management API (`/content/manage`); the editor's calls. */
  CONTENT_MANAGEMENT_TOKEN: {
    file: "content-management-token",
    published: ["local-content-management-token"],
  },
  /** Drafts and protected content from `/content/graphql`, sent by the site's server only. */
  CONTENT_PREVIEW_TOKEN: {
    file: "content-preview-token",
    published: ["local-content-preview-token-change-me"],
  },
  /** The publish hook's call of the site's `POST /api/revalidate`. */
  REVALIDATE_SECRET: { file: "revalidate-secret", published: ["local-revalidate-secret"] },
  /** Signs bot-check tokens; the `secret` of `/botcheck/siteverify`. */
  BOTCHECK_SECRET: { file: "botcheck-secret", published: ["local-botcheck-secret-change-me"] },
  /** The site's server submitting public forms to the services (`POST /forms/submissions`). */
  FORMS_API_TOKEN: { file: "forms-api-token", published: [] },
  /** The service desk's internal API (`pnpm --filter @wire/services desk`); the services' own. */
  DESK_TOKEN: { file: "desk-token", published: ["local-service-desk-token"] },
  /** Signs the identity server's cookies; the services' own. */
  OIDC_COOKIE_SECRET: {
    file: "oidc-cookie-secret",
    published: ["local-only-cookie-secret-change-me"],
  },
} as const satisfies Record<string, { file: string; published: readonly string[] }>;

export type InstallationSecretName = keyof typeof INSTALLATION_SECRETS;

/** The shortest configured secret accepted. */
export const MIN_SECRET_LENGTH = 16;

/** The shortest secret accepted from a file (what `installationSecret` writes is 64 characters). */
const MIN_FILE_LENGTH = 32;

/**
 * Why a configured value of a secret cannot be used, or null when it can: empty, too short,
 * one of the values this source published, or an obvious placeholder.
 *
 * @example secretProblem("DESK_TOKEN", "local-service-desk-token") // "is the default this source once published; …"
 */
export function secretProblem(name: InstallationSecretName, value: string): string | null {
  if (value.trim() === "") return "is empty; unset it to use this installation's generated one";
  if ((INSTALLATION_SECRETS[name].published as readonly string[]).includes(value)) {
    return "is the default this source once published; unset it to use this installation's generated one, or set another";
  }
  if (/change[-_ ]?me/i.test(value)) return "is a placeholder; set a secret of your own";
  if (value.length < MIN_SECRET_LENGTH) return `must be at least ${MIN_SECRET_LENGTH} characters`;
  return null;
}

/**
 * The check of a configured secret for a schema's `superRefine` (the site's and the services'
 * zod configuration): an unset value passes (the generated one is used), a value with a
 * `secretProblem` is an issue that names it.
 *
 * @example z.string().optional().superRefine(secretRefinement("DESK_TOKEN"))
 */
export function secretRefinement(name: InstallationSecretName) {
  return (
    value: string | undefined,
    ctx: { addIssue(issue: { code: "custom"; message: string }): void },
  ): void => {
    const problem = value === undefined ? null : secretProblem(name, value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  };
}

/**
 * A random secret of this installation, kept in `{dir}/{name}`: made on first use (48 random
 * bytes), read back afterwards, so it survives a restart and every process reading the directory
 * (the site's instances and the services) agrees on it. Only the file's creator writes it (`wx`),
 * so processes starting together agree on the first one written.
 *
 * @example installationSecret("/srv/wire/.data/secrets", "desk-token") // "k3Jd…" (64 chars)
 */
export function installationSecret(dir: string, name: string): string {
  const file = join(dir, name);
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
    throw new Error(`${file} holds no usable secret (at least ${MIN_FILE_LENGTH} characters)`);
  return written;
}

function readSecret(file: string): string | null {
  if (!existsSync(file)) return null;
  const value = readFileSync(file, "utf8").trim();
  return value.length >= MIN_FILE_LENGTH ? value : null;
}

/**
 * The repository's root: the first directory above `cwd` with a `pnpm-workspace.yaml` (`cwd`
 * itself when there is none), so `next start` in `packages/app`, the services in
 * `packages/services` and a test at the root find the same `.data`.
 */
export function repositoryRoot(cwd: string = process.cwd()): string {
  // Not a file of the build: keeps Turbopack's file tracing from taking in the whole project.
  let dir = resolve(/* turbopackIgnore: true */ cwd);
  for (;;) {
    if (existsSync(join(dir, "pnpm-workspace.yaml"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(/* turbopackIgnore: true */ cwd);
    dir = parent;
  }
}

/** Where the generated secrets are kept: `SECRETS_DIR`, by default `.data/secrets` at the repository's root. */
export function secretsDir(env: Record<string, string | undefined>): string {
  return env.SECRETS_DIR || join(repositoryRoot(), ".data", "secrets");
}

/**
 * The secrets `names` of a configuration: each as configured in `env` when it is (the caller's
 * schema has refused an unusable value with `secretProblem`), else this installation's generated
 * one from `dir`.
 *
 * @example installationSecrets(process.env, ["DESK_TOKEN"], secretsDir(process.env)).DESK_TOKEN
 */
export function installationSecrets<const Name extends InstallationSecretName>(
  env: Partial<Record<InstallationSecretName, string | undefined>>,
  names: readonly Name[],
  dir: string,
): Record<Name, string> {
  const secrets = {} as Record<Name, string>;
  for (const name of names) {
    secrets[name] = env[name] ?? installationSecret(dir, INSTALLATION_SECRETS[name].file);
  }
  return secrets;
}
